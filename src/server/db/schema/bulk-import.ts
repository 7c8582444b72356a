import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { recipes } from './recipes.ts';

/** One list of recipe links imported in the background (docs/api/bring-in.md, "Many links at once"). */
export const bulkImports = pgTable(
  'bulk_imports',
  {
    id: serial('id').primaryKey(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    duplicate: integer('duplicate').notNull().default(0),
    noRecipe: integer('no_recipe').notNull().default(0),
    unreachable: integer('unreachable').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('idx_bulk_imports_created').on(t.createdAt, t.id),
    index('idx_bulk_imports_status').on(t.status),
    check('ck_bulk_imports_status', sql`${t.status} in ('queued', 'running', 'done', 'cancelled')`),
  ],
);

/** One link of a bulk import, in the order given; `outcome` stays 'pending' until it has its one outcome. */
export const bulkImportItems = pgTable(
  'bulk_import_items',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => bulkImports.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** The link compared for duplicates: no #fragment, scheme and host in lower case; null when no address. */
    urlKey: text('url_key'),
    /** The position of an earlier item of the same job with the same key: this one ends as its duplicate. */
    sameAs: integer('same_as'),
    outcome: text('outcome').notNull().default('pending'),
    reason: text('reason'),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('uq_bulk_import_items_job_position').on(t.jobId, t.position),
    index('idx_bulk_import_items_job_same_as').on(t.jobId, t.sameAs),
    index('idx_bulk_import_items_recipe').on(t.recipeId),
    check(
      'ck_bulk_import_items_outcome',
      sql`${t.outcome} in ('pending', 'imported', 'duplicate', 'no_recipe', 'unreachable', 'refused')`,
    ),
  ],
);
