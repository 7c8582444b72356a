/** The shopping-lists module's public entry: what the app and other modules may use. */
export { shoppingListRoutes } from './routes.ts';
export { createShoppingListService, type ShoppingListService } from './service.ts';
