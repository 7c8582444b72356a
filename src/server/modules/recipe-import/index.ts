/** The recipe-import module's public entry: what the app may use. */
export { recipeImportRoutes } from './routes.ts';
export { createRecipeImportService, type RecipeImportService } from './service.ts';
export { RecipeDraftSchema, type RecipeDraft } from './draft.ts';
