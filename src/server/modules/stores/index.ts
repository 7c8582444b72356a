/** The stores module's public entry: what the app and other modules may use. */
export { storeRoutes } from './routes.ts';
export { createStoreService } from './service.ts';
