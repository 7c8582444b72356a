/** The share links module's public entry. */
export { shareRoutes } from './routes.ts';
export { sharePageRoutes } from './public-page/page-routes.ts';
export { createShareService } from './service.ts';
