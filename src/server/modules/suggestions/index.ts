/** The suggestions module's public entry: what the app and other modules may use. */
export { suggestionRoutes } from './routes.ts';
export { createSuggestionService, type SuggestionService } from './service.ts';
