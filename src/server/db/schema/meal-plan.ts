import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/** The meals of a day, in the order a day lists them (the enum's order sorts them). */
export const mealEnum = pgEnum('meal', ['breakfast', 'lunch', 'dinner', 'snack']);

/**
 * The meal plan (docs/decisions/meal-plan.md): entries of a household, owned by its owner. `date` is a plain calendar date
 * read and written as 'YYYY-MM-DD' text, never a JS Date. Exactly one of recipe (with servings) or note.
 */
export const planEntries = pgTable(
  'plan_entries',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    meal: mealEnum('meal').notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    note: text('note'),
    servings: integer('servings'),
    ...timestamps,
  },
  (t) => [
    index('idx_plan_entries_owner_date').on(t.ownerId, t.date, t.meal, t.id),
    index('idx_plan_entries_recipe_id').on(t.recipeId),
    check(
      'ck_plan_entries_recipe_or_note',
      sql`(${t.recipeId} is not null and ${t.note} is null and ${t.servings} between 1 and 100) or (${t.recipeId} is null and ${t.note} is not null and ${t.servings} is null)`,
    ),
  ],
);

/** The secret address of a user's calendar feed: a token of 256 random bits, replaced on reset. */
export const planCalendars = pgTable('plan_calendars', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique('uq_plan_calendars_token'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
