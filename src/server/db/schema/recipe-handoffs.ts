import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A page handed over by the bookmarklet's form POST (docs/api/bring-in.md, "The bookmarklet and the
 * hand-over"): kept under a single-use random id until an admin's app claims it, at most 10 minutes.
 */
export const recipeHandoffs = pgTable(
  'recipe_handoffs',
  {
    /** 32 random bytes, base64url: unguessable, so knowing it is what lets the admin's window claim it. */
    id: text('id').primaryKey(),
    html: text('html').notNull(),
    url: text('url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('idx_recipe_handoffs_expires_at').on(t.expiresAt)],
);
