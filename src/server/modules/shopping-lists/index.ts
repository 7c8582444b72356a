/** The shopping-lists module's public entry: what the app and other modules may use. */
export { shoppingListRoutes } from './routes.ts';
export { listRoutes } from './list-routes.ts';
export { createShoppingListService, type ShoppingListService } from './service.ts';
export { createListService, type ListService } from './list-service.ts';
export { LIST_CHANGES_CHANNEL } from './list-repository.ts';
