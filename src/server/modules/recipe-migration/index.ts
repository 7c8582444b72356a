/** The recipe-migration module's public entry (docs/decisions/recipe-migration.md). */
export { migrationRoutes, importedImageRoutes, recipeExportRoutes } from './routes.ts';
export { createMigrationService } from './service.ts';
