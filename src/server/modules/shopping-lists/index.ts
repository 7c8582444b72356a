/** The shopping-lists module's public entry: what the app and other modules may use. */
export { shoppingListRoutes } from './routes.ts';
export { listRoutes } from './list-routes.ts';
export { createShoppingListService, type ShoppingListService } from './service.ts';
export { createListService, type ListService } from './list-service.ts';
export { LIST_CHANGES_CHANNEL } from './list-repository.ts';
// The meal plan's "to the list" (issue 18) adds a week in one list change through ListService.write.
export {
  addRecipes as addRecipesToOpenList,
  recipesOf as openListRecipes,
  setServings as setOpenListServings,
} from './list-writer.ts';
export { writeContext } from './idempotency-key.ts';
export type { OpenList, WriteContext } from './list-service.ts';
