/** The recipe-migration module's public entry (issue 19). */
export { migrationRoutes, importedImageRoutes, recipeExportRoutes } from './routes.ts';
export { createMigrationService, type MigrationService } from './service.ts';
