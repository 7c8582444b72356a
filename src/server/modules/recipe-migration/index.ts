/** The recipe-migration module's public entry (docs/decisions/recipe-migration.md). */
export { migrationRoutes, importedImageRoutes, recipeExportRoutes } from './routes.ts';
export { createMigrationService } from './service.ts';
// For the bulk link import, which saves a read page by the migration's rules (docs/decisions/bring-in-bulk.md).
export { toPayload } from './to-payload.ts';
export type { ImportedRecipe } from './readers/index.ts';
export { IMPORTED_IMAGES } from './pictures.ts';
