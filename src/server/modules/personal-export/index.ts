/** The personal-export module's public entry: a person's own data to take away. */
export { personalExportRoutes } from './routes.ts';
export { createPersonalExportService } from './service.ts';
