/** The recipes module's public entry: what the app and other modules may use. */
export { recipeRoutes } from './routes.ts';
export { chefsChoiceFilter, createRecipeService } from './service.ts';
export { findRandomCandidateIds } from './picks-repository.ts';
export { findFullRecipes, findRecipeSummaries, insertRecipe, recipeExists } from './repository.ts';
