/** The ingredients module's public entry: what the app and other modules may use. */
export { ingredientRoutes } from './routes.ts';
export { createIngredientService } from './service.ts';
