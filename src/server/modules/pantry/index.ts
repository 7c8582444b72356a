/** The pantry module's public entry (docs/api/kitchen-loop.md, "Pantry"). */
export { pantryRoutes } from './routes.ts';
export { createPantry } from './create.ts';
export type { PantryService } from './service.ts';
export type { PantryAdded } from './from-list.ts';
