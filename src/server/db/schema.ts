/**
 * The database schema, one file per area under schema/. drizzle-kit reads this file (drizzle.config.ts),
 * and the app imports every table from here.
 */
export * from './schema/users.ts';
export * from './schema/recipes.ts';
export * from './schema/lists.ts';
export * from './schema/meal-plan.ts';
export * from './schema/operations.ts';
export * from './schema/bulk-import.ts';
export * from './schema/recipe-handoffs.ts';
export * from './schema/collections.ts';
export * from './schema/shares.ts';
export * from './schema/oidc.ts';
export * from './schema/webhooks.ts';
export * from './schema/notifications.ts';
export * from './schema/food-matches.ts';
export * from './schema/know.ts';
export * from './schema/pantry.ts';
export * from './schema/cook-log.ts';
export * from './schema/recipe-needs.ts';
export * from './schema/pantry-cover.ts';
