/** The food table module's public entry (docs/api/know.md, "Nutrition"; docs/decisions/food-table.md). */
export { foodRoutes } from './routes.ts';
export { createFoodService, type FoodService } from './service.ts';
export { foodTable, loadFoodTable } from './food-table.ts';
