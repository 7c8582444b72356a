import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CollectionFilter } from '#domain/collection.ts';
import { timestamps } from './columns.ts';
import { recipes } from './recipes.ts';
import { users } from './users.ts';

/**
 * A user's own collection of recipes (docs/api/doors.md, "Collections"). `filter` null: a manual one whose
 * entries are its recipes; set: a smart one whose recipes are the filter's matches now (saved, not its results).
 */
export const collections = pgTable(
  'collections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    filter: jsonb('filter').$type<CollectionFilter>(),
    ...timestamps,
  },
  (t) => [uniqueIndex('uq_collections_user_name').on(t.userId, sql`lower(${t.name})`)],
);

/** A manual collection's recipes, in order; a recipe's removal from the catalogue removes its entries. */
export const collectionEntries = pgTable(
  'collection_entries',
  {
    collectionId: integer('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    recipeId: integer('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    /** The heading the entry sits under, or null. */
    section: text('section'),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.recipeId] }),
    index('idx_collection_entries_position').on(t.collectionId, t.position),
    index('idx_collection_entries_recipe_id').on(t.recipeId),
  ],
);
