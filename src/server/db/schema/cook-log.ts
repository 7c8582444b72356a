import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * "Cooked it" (docs/api/kitchen-loop.md): one row each time a household cooks a recipe, owned by the
 * household's owner as the pantry is, written by `user_id`. `date` is a plain 'YYYY-MM-DD' day; `photo`
 * the same-origin path of the stored picture.
 */
export const cookLog = pgTable(
  'cook_log',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    servings: integer('servings').notNull(),
    rating: smallint('rating'),
    note: text('note').notNull().default(''),
    photo: text('photo'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    // Latest date and count per recipe of a household, and a recipe's log newest first: one index serves all.
    index('idx_cook_log_owner_recipe_date').on(t.ownerId, t.recipeId, t.date.desc(), t.id.desc()),
    index('idx_cook_log_user_date').on(t.userId, t.date.desc(), t.id.desc()),
    index('idx_cook_log_recipe_id').on(t.recipeId),
    check('ck_cook_log_servings', sql`${t.servings} between 1 and 100`),
    check('ck_cook_log_rating', sql`${t.rating} between 1 and 5`),
    check('ck_cook_log_note', sql`char_length(${t.note}) <= 2000`),
  ],
);

/**
 * Each user's rating of a recipe (1–5), one per user and recipe. A household's average is taken over its
 * members at read time, so it follows who is in the household now.
 */
export const recipeRatings = pgTable(
  'recipe_ratings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'uq_recipe_ratings_user_recipe', columns: [t.userId, t.recipeId] }),
    index('idx_recipe_ratings_recipe_id').on(t.recipeId),
    check('ck_recipe_ratings_rating', sql`${t.rating} between 1 and 5`),
  ],
);
