/** The bulk-import module's public entry: many recipe links imported in the background. */
export { bulkImportRoutes } from './routes.ts';
export { createBulkImportService } from './service.ts';
