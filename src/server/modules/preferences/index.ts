/** The preferences module's public entry: what the app and other modules may use. */
export { preferenceRoutes } from './routes.ts';
export { createPreferenceService, type PreferenceService } from './service.ts';
