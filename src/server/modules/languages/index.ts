/** The languages module's public entry: what the app and other modules may use. */
export { languageRoutes } from './routes.ts';
export { fillMessage, readCatalogs, type Catalogs } from './catalogs.ts';
export { lineReadingOf } from './request-language.ts';
