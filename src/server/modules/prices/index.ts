/** The prices module's public entry (docs/api/know.md, "Cost"). */
export { priceRoutes, recipeCostRoutes } from './routes.ts';
export { createPriceServices } from './create.ts';
