import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

export const recipes = pgTable(
  'recipes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Null only on imported recipes (API.md, "Recipe fields for imported recipes"). */
    url: text('url'),
    img: text('img'),
    servings: integer('servings'),
    cookTime: integer('cook_time'),
    description: text('description'),
    keywords: text('keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    yieldText: text('yield_text'),
    ingredientSections: jsonb('ingredient_sections')
      .$type<{ title: string; start: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    instructionSections: jsonb('instruction_sections')
      .$type<{ title: string; start: number }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The app a migrated recipe came from, and when; null for recipes made here. */
    sourceApp: text('source_app'),
    importedAt: timestamp('imported_at', { withTimezone: true, mode: 'date' }),
    prepTime: integer('prep_time'),
    totalTime: integer('total_time'),
    /** The method, one step per entry, in order. */
    instructions: text('instructions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('idx_recipes_active_id').on(t.isActive, t.id),
    index('idx_recipes_active_servings').on(t.isActive, t.servings, t.id),
    index('idx_recipes_cook_time').on(t.cookTime),
    // Search (recipe-search-repository.ts): the full-text index on the name and keywords
    // (idx_recipes_search_fts) needs the function recipe_search_text, so it and the trigram index are
    // created in the hand-written parts of the search migrations.
    check('ck_recipes_servings', sql`${t.servings} > 0`),
    check('ck_recipes_cook_time', sql`${t.cookTime} > 0`),
    check('ck_recipes_prep_time', sql`${t.prepTime} > 0`),
    check('ck_recipes_total_time', sql`${t.totalTime} > 0`),
    check('ck_recipes_active_servings', sql`not ${t.isActive} or ${t.servings} is not null`),
  ],
);

/**
 * Every word of the recipe names, lower case: the vocabulary that a search with a typo is corrected
 * against (recipe-search-repository.ts). Filled by a trigger on recipes (migration 0005, hand-written,
 * with its trigram index); words are never removed, a stale one just finds nothing.
 */
export const recipeNameWords = pgTable('recipe_name_words', { word: text('word').primaryKey() });

function tagTable(name: 'cuisines' | 'restrictions' | 'appliances') {
  return pgTable(name, { id: serial('id').primaryKey(), name: text('name').notNull() }, (t) => [
    uniqueIndex(`uq_${name}_name`).on(t.name),
  ]);
}

export const cuisines = tagTable('cuisines');

export const restrictions = tagTable('restrictions');

export const appliances = tagTable('appliances');

export const recipeCuisines = pgTable(
  'recipe_cuisines',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    cuisineId: integer('cuisine_id')
      .notNull()
      .references(() => cuisines.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.cuisineId] }),
    index('idx_recipe_cuisines_cuisine_id').on(t.cuisineId, t.recipeId),
  ],
);

export const recipeRestrictions = pgTable(
  'recipe_restrictions',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    restrictionId: integer('restriction_id')
      .notNull()
      .references(() => restrictions.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.restrictionId] }),
    index('idx_recipe_restrictions_restriction_id').on(t.restrictionId, t.recipeId),
  ],
);

export const recipeAppliances = pgTable(
  'recipe_appliances',
  {
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    applianceId: integer('appliance_id')
      .notNull()
      .references(() => appliances.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.recipeId, t.applianceId] }),
    index('idx_recipe_appliances_appliance_id').on(t.applianceId, t.recipeId),
  ],
);

export const ingredients = pgTable(
  'ingredients',
  { id: serial('id').primaryKey(), name: text('name').notNull() },
  (t) => [uniqueIndex('uq_ingredients_name').on(t.name)],
);

export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    ingredientId: integer('ingredient_id')
      .notNull()
      .references(() => ingredients.id, { onDelete: 'restrict' }),
    // Null for an amount that is not a number ("salt, to taste").
    qty: numeric('qty', { precision: 12, scale: 4, mode: 'number' }),
    qtyMax: numeric('qty_max', { precision: 12, scale: 4, mode: 'number' }),
    measurement: text('measurement').notNull(),
    comment: text('comment').notNull().default(''),
    /** The line as written. */
    text: text('text').notNull(),
    position: integer('position').notNull(),
    /**
     * The recipe this line includes (a sub-recipe: docs/api/know.md, "Sub-recipes"), or null for a food.
     * A recipe that another includes cannot be deleted (restrict); nothing in the app deletes recipes.
     */
    subRecipeId: integer('sub_recipe_id').references(() => recipes.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('idx_line_items_recipe_id').on(t.recipeId, t.position),
    index('idx_line_items_sub_recipe_id')
      .on(t.subRecipeId)
      .where(sql`${t.subRecipeId} is not null`),
    check('ck_line_items_qty', sql`${t.qty} > 0`),
    check('ck_line_items_qty_max', sql`${t.qtyMax} > 0`),
  ],
);

function preferenceTable(name: 'likes' | 'dislikes') {
  return pgTable(
    name,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      recipeId: integer('recipe_id')
        .notNull()
        .references(() => recipes.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    },
    (t) => [primaryKey({ columns: [t.userId, t.recipeId] }), index(`idx_${name}_recipe_id`).on(t.recipeId)],
  );
}

export const likes = preferenceTable('likes');

export const dislikes = preferenceTable('dislikes');

export const suggestions = pgTable(
  'suggestions',
  {
    id: serial('id').primaryKey(),
    // Kept when the suggester is deleted, so the admin still sees it (user shown as N/A).
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    status: text('status').notNull().default('Pending'),
    adminResponse: text('admin_response').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('uq_suggestions_user_url').on(t.userId, t.url),
    index('idx_suggestions_status_created').on(t.status, t.createdAt),
    index('idx_suggestions_created').on(t.createdAt),
    check('ck_suggestions_status', sql`${t.status} in ('Pending', 'Approved', 'Denied')`),
  ],
);

/**
 * One row whose version goes up with every write to the recipes and their tags (statement triggers in
 * migration 0002), in the writing transaction. Instances may reuse a list count while it is unchanged.
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: integer('id').primaryKey(),
    version: bigint('version', { mode: 'number' }).notNull(),
  },
  (t) => [check('ck_catalogue_version_single_row', sql`${t.id} = 1`)],
);
