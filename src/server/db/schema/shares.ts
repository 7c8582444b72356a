import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collections } from './collections.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * A share link (docs/api/doors.md, "Share links") to one recipe or one collection. Only the SHA-256 of its
 * token is kept; deleting the recipe or the collection deletes its links.
 */
export const shares = pgTable(
  'shares',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'cascade' }),
    collectionId: integer('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    views: integer('views').notNull().default(0),
    lastViewedAt: timestamp('last_viewed_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uq_shares_token_hash').on(t.tokenHash),
    index('idx_shares_user_id').on(t.userId, t.id),
    index('idx_shares_recipe_id').on(t.recipeId),
    index('idx_shares_collection_id').on(t.collectionId),
    check('ck_shares_one_target', sql`(${t.recipeId} is null) <> (${t.collectionId} is null)`),
  ],
);
