import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/**
 * Admin food matches (docs/api/know.md): every line whose parsed food is `name` (lowercase, trimmed, one
 * space between words) matches the SR24 food `foodId`, in every recipe. The food table is a file, not a
 * table, so `foodId` (the NDB number) has no foreign key; the service checks it.
 */
export const foodMatches = pgTable('food_matches', {
  name: text('name').primaryKey(),
  foodId: integer('food_id').notNull(),
  ...timestamps,
});
