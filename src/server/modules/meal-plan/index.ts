/** The meal-plan module's public entry (API.md, "Meal plan"; docs/decisions/meal-plan.md). */
export { mealPlanRoutes } from './routes.ts';
export { createMealPlanService } from './service.ts';
