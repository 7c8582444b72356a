/** The recipes module's public entry: what the app and other modules may use. */
export { recipeRoutes } from './routes.ts';
export { createRecipeService, type RecipeService } from './service.ts';
export { findFullRecipes, findRecipeSummaries, insertRecipe, recipeExists } from './repository.ts';
