/** The meal-plan module's public entry (issue 18). */
export { mealPlanRoutes } from './routes.ts';
export { createMealPlanService, type MealPlanService } from './service.ts';
