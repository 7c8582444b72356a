import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.ts';
import { recipes } from './recipes.ts';

/**
 * One row per run of a scheduled job and slot (its planned time): instances that fire at the same moment
 * insert the same key, and only the one whose insert lands runs the job (API.md, "Several instances").
 */
export const scheduledRuns = pgTable(
  'scheduled_runs',
  {
    job: text('job').notNull(),
    slot: timestamp('slot', { withTimezone: true, mode: 'date' }).notNull(),
    instance: text('instance').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.job, t.slot] }), index('idx_scheduled_runs_job_started').on(t.job, t.startedAt)],
);

/** One upload of another app's export and its background import (API.md, "Migration from other apps"). */
export const migrations = pgTable(
  'migrations',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    /** Where the upload waits on disk while the job runs; null once it is removed. */
    filePath: text('file_path'),
    duplicates: text('duplicates').notNull(),
    activate: boolean('activate').notNull(),
    status: text('status').notNull().default('queued'),
    total: integer('total').notNull().default(0),
    done: integer('done').notNull().default(0),
    imported: integer('imported').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Renewed by the instance running the job; a stale lease means that instance is gone. */
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('idx_migrations_started').on(t.startedAt),
    check('ck_migrations_status', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);

export const migrationItems = pgTable(
  'migration_items',
  {
    id: serial('id').primaryKey(),
    migrationId: integer('migration_id')
      .notNull()
      .references(() => migrations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    entry: text('entry').notNull(),
    outcome: text('outcome').notNull(),
    reason: text('reason').notNull(),
    recipeId: integer('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    warnings: text('warnings')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('idx_migration_items_migration').on(t.migrationId, t.id),
    check('ck_migration_items_outcome', sql`${t.outcome} in ('imported', 'skipped', 'failed')`),
  ],
);

/** Pictures that came inside an imported file, served byte for byte under /images/imported/. */
export const recipeImages = pgTable(
  'recipe_images',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 of the bytes: the same picture imported twice is stored once. */
    sha256: text('sha256').notNull(),
    mime: text('mime').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uq_recipe_images_sha256').on(t.sha256)],
);
