/** The health module's public entry: what the app and other modules may use. */
export { healthRoutes } from './routes.ts';
export { pingDatabase } from './repository.ts';
