import { z } from 'zod';
import { SOURCE_APPS } from './recipe-imported.ts';

export const MIGRATION_SOURCES = ['auto', ...SOURCE_APPS] as const;
export const MIGRATION_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const ITEM_OUTCOMES = ['imported', 'skipped', 'failed'] as const;

/** One upload and its import (API.md, "Migration from other apps"). */
export const MigrationSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  fileName: z.string(),
  status: z.enum(MIGRATION_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  imported: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
});
export type Migration = z.infer<typeof MigrationSchema>;

export const MigrationItemSchema = z.object({
  name: z.string(),
  entry: z.string(),
  outcome: z.enum(ITEM_OUTCOMES),
  reason: z.string(),
  recipeId: z.number().int().nullable(),
  warnings: z.array(z.string()),
});
export type MigrationItem = z.infer<typeof MigrationItemSchema>;

export const MigrationDetailSchema = z.object({ migration: MigrationSchema, items: z.array(MigrationItemSchema) });
export type MigrationDetail = z.infer<typeof MigrationDetailSchema>;

/** The text fields of the upload form. */
export const MigrationOptionsSchema = z.object({
  source: z
    .enum(MIGRATION_SOURCES, { error: `source must be one of: ${MIGRATION_SOURCES.join(', ')}` })
    .default('auto'),
  duplicates: z.enum(['skip', 'keep'], { error: 'duplicates must be skip or keep' }).default('skip'),
  activate: z
    .enum(['true', 'false'], { error: 'activate must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});

export const EXPORT_FORMATS = ['hello-kitchen', 'schema.org'] as const;
export const RecipeExportQuerySchema = z.object({
  format: z.enum(EXPORT_FORMATS, { error: 'format must be hello-kitchen or schema.org' }).default('hello-kitchen'),
  active: z.enum(['yes', 'no', 'both'], { error: 'active must be yes, no or both' }).default('both'),
});
