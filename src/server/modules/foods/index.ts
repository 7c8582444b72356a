/** The food table module's public entry (docs/api/know.md; docs/decisions/food-table.md). */
export { foodMatchRoutes, foodRoutes } from './routes.ts';
export { createFoodMatchService } from './food-match-service.ts';
export { createFoodService } from './service.ts';
