import { boolean, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * "What can I make" kept per household (docs/decisions/what-can-i-make.md): derived from pantry_items and
 * recipe_needs, built at a household's first filtered list, then kept in step by pantry writes and recipe
 * saves. A household without a `pantry_covers` row has neither totals nor cover yet. Not carried by backups.
 */
export const pantryCovers = pgTable('pantry_covers', {
  ownerId: integer('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** The household's pantry totals per food and family as recipe_needs compares them (pantryRows()). */
export const pantryFoodTotals = pgTable(
  'pantry_food_totals',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => pantryCovers.ownerId, { onDelete: 'cascade' }),
    foodKey: text('food_key').notNull(),
    family: text('family').notNull(),
    base: numeric('base', { precision: 15, scale: 3 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.foodKey, t.family] }),
    // A recipe save reads the totals of its foods for every household at once.
    index('idx_pantry_food_totals_food').on(t.foodKey, t.family),
  ],
);

/**
 * Per household, how many foods each recipe misses against its pantry: a row for every recipe missing at
 * most 20 (MakeLimits.maxMissing, the most a list asks for), so a list reads one range of the index.
 */
export const pantryRecipeCover = pgTable(
  'pantry_recipe_cover',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => pantryCovers.ownerId, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    missing: integer('missing').notNull(),
    // recipes.is_active, copied (a recipe save refreshes it): the count of a list filtered only by the
    // active rule then reads this index alone, without a join to 20,000 recipes.
    active: boolean('active').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ownerId, t.recipeId] }),
    index('idx_pantry_recipe_cover_missing').on(t.ownerId, t.active, t.missing, t.recipeId),
    index('idx_pantry_recipe_cover_recipe_id').on(t.recipeId),
  ],
);
