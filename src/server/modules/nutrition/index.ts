/** Nutrition per serving (docs/api/know.md, "Nutrition"): the module's public entry. */
export { nutritionRoutes } from './routes.ts';
export { createNutritionService } from './service.ts';
