import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Nutrients } from '#domain/food.ts';
import { timestamps } from './columns.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * An admin's nutrition per serving for a recipe (docs/api/know.md, "Nutrition"): all eight nutrients, used
 * instead of the computed values until deleted.
 */
export const nutritionOverrides = pgTable('nutrition_overrides', {
  recipeId: integer('recipe_id')
    .primaryKey()
    .references(() => recipes.id, { onDelete: 'cascade' }),
  perServing: jsonb('per_serving').$type<Nutrients>().notNull(),
  ...timestamps,
});

/**
 * A household's price of a pack of a food (docs/api/know.md, "Cost"), owned by the household's owner.
 * Money and sizes are exact decimals (numeric, read as text); `food_id` is an SR24 NDB number of the food
 * table file, so it has no foreign key.
 */
export const prices = pgTable(
  'prices',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    foodId: integer('food_id').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    packSize: numeric('pack_size', { precision: 14, scale: 4 }).notNull(),
    packUnit: text('pack_unit').notNull(),
    store: text('store').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('idx_prices_owner_food').on(t.ownerId, t.foodId, t.date, t.id),
    check('ck_prices_amount', sql`${t.amount} >= 0 and ${t.amount} <= 100000`),
    check('ck_prices_pack_size', sql`${t.packSize} > 0 and ${t.packSize} <= 100000`),
  ],
);
