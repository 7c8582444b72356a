/** The retailer module's public entry: what the app and other modules may use. */
export { retailerRoutes } from './routes.ts';
