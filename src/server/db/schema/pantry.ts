import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * A household's places to keep food (docs/decisions/pantry.md), owned by the household's owner. The
 * built-ins (fridge, freezer, cupboard) are ordinary rows made on the household's first pantry request.
 */
export const pantryLocations = pgTable(
  'pantry_locations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [
    uniqueIndex('uq_pantry_locations_owner_name').on(t.ownerId, sql`lower(${t.name})`),
    check('ck_pantry_locations_name', sql`char_length(${t.name}) between 1 and 40`),
  ],
);

/**
 * What a household has (docs/api/kitchen-loop.md, "Pantry"): one amount `{ qty, unit }` as the list keeps
 * it (unit canonical, null for a count), exact to 3 decimals; `qty` null only for a staple. `food_key` is
 * the list's food key of `name`. `best_before` is a plain 'YYYY-MM-DD' date, never a JS Date.
 */
export const pantryItems = pgTable(
  'pantry_items',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    foodKey: text('food_key').notNull(),
    qty: numeric('qty', { precision: 12, scale: 3 }),
    unit: text('unit'),
    // No cascade: a location holding items is not deleted (409); 'no action' still lets a user's cascade run.
    locationId: integer('location_id')
      .notNull()
      .references(() => pantryLocations.id),
    bestBefore: date('best_before', { mode: 'string' }),
    staple: boolean('staple').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('idx_pantry_items_owner_food').on(t.ownerId, t.foodKey),
    index('idx_pantry_items_owner_name').on(t.ownerId, t.name, t.id),
    index('idx_pantry_items_location_id').on(t.locationId),
    check('ck_pantry_items_qty', sql`${t.qty} is null and ${t.staple} or ${t.qty} >= 0`),
  ],
);
