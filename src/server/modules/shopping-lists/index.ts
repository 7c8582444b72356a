/** The shopping-lists module's public entry: what the app and other modules may use. */
export { listRoutes } from './list-routes.ts';
export { householdListRoutes } from './household-lists-routes.ts';
export { createHouseholdListService } from './household-lists-service.ts';
export { olderListRoutes } from './older-paths-routes.ts';
export { listEventRoutes } from './events-routes.ts';
export { createListService, type ListService, type WriteContext } from './list-service.ts';
export { createOlderListPaths } from './older-paths.ts';
export { createListEventHub } from './list-events.ts';
export { upgradeLegacyLists } from './legacy-upgrade.ts';
export { toPantryRoutes } from './to-pantry-routes.ts';
