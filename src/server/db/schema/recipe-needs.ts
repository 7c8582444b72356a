import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';

/**
 * What each recipe needs at its own servings, derived from its lines with every sub-recipe expanded
 * (docs/decisions/what-can-i-make.md): one row per food and family ('mass', 'volume', 'unit:<unit>' for a
 * count unit, 'any' for a food the recipe gives no amount of), `base` in grams, millilitres or the count,
 * exact to 3 decimals, null for 'any'. `families` is how many rows the food has, so a food is covered when
 * that many of its rows are. Rebuilt whenever a recipe's lines are written; not carried by backups.
 */
export const recipeNeeds = pgTable(
  'recipe_needs',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    foodKey: text('food_key').notNull(),
    family: text('family').notNull(),
    base: numeric('base', { precision: 15, scale: 3 }),
    families: integer('families').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.foodKey, t.family] }),
    index('idx_recipe_needs_food').on(t.foodKey, t.family, t.base),
    check('ck_recipe_needs_base', sql`(${t.base} is null) = (${t.family} = 'any')`),
  ],
);

/**
 * How many foods each recipe needs (0 for a recipe without lines); a recipe without a row here has not
 * been read yet (a restore, a migration) and is read at the next start.
 */
export const recipeNeedCounts = pgTable(
  'recipe_need_counts',
  {
    recipeId: integer('recipe_id')
      .primaryKey()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    foods: integer('foods').notNull(),
  },
  (t) => [index('idx_recipe_need_counts_foods').on(t.foods, t.recipeId)],
);
