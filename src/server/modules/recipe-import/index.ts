/** The recipe-import module's public entry: what the app may use. */
export { recipeImportRoutes } from './routes.ts';
export { recipeImportTextRoutes } from './text-routes.ts';
export { createRecipeImportService } from './service.ts';
export { createFileImport } from './file-import.ts';
export { fileImportRoutes } from './file/file-routes.ts';
export { importEngineRoutes } from './ai/engines-routes.ts';
export { handoffRoutes } from './handoff/handoff-routes.ts';
export { createHandoffService } from './handoff/handoff-service.ts';
// For the migration module's schema.org reader (docs/decisions/recipe-migration.md).
export { readRecipeNode } from './extract/extract-recipe.ts';
export { findRecipeNodes } from './extract/find-recipes.ts';
export { durationMinutes } from './extract/duration.ts';
