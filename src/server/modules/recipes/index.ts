/** The recipes module's public entry: what the app and other modules may use. */
export { recipeRoutes } from './routes.ts';
export { createRecipeService } from './service.ts';
export { chefsChoiceFilter, listFilterFor } from './list-filters.ts';
export { findRandomCandidateIds } from './picks-repository.ts';
export { findFullRecipes, findRecipeSummaries, insertRecipe, recipeExists } from './repository.ts';
export { countRecipes } from './list-repository.ts';
export { filterConditions, filterParams, preparedFor, shapeOf, type RecipeFilter } from './list-filter-repository.ts';
export { findFullRecipe } from './detail-repository.ts';
export { findRecipeGraph } from './sub-recipe-repository.ts';
export { linkSubRecipeLines } from './sub-recipe-link-repository.ts';
export { fillMissingNeeds } from './needs-repository.ts';
export { buildPantryCover, hasPantryCover, refreshPantryCover } from './pantry-cover-repository.ts';
export type { ExpiringFood } from './picks-repository.ts';
