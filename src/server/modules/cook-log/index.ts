/** The cook-log module's public entry (docs/api/kitchen-loop.md, "Cooked it"). */
export { cookLogRoutes } from './routes.ts';
export { createCookLog } from './create.ts';
