import { z } from 'zod';

/** Limits of a bulk import (docs/api/bring-in.md, "Many links at once"). */
export const BulkImportLimits = { maxUrls: 500, maxUrlLength: 2048, listedJobs: 50 } as const;

export const BULK_JOB_STATUSES = ['queued', 'running', 'done', 'cancelled'] as const;
export const BULK_ITEM_OUTCOMES = ['pending', 'imported', 'duplicate', 'no_recipe', 'unreachable', 'refused'] as const;
export type BulkItemOutcome = (typeof BULK_ITEM_OUTCOMES)[number];

const URLS_MESSAGE = 'urls must be a list of links (text)';

/** `{ urls }`: blank strings dropped, then 1 to 500 links. Every failure is reported on `urls`. */
export const BulkImportBodySchema = z.object({
  urls: z
    .unknown()
    .superRefine((value, ctx) => {
      if (!Array.isArray(value) || value.some((u) => typeof u !== 'string')) {
        ctx.addIssue({ code: 'custom', message: URLS_MESSAGE, fatal: true });
      }
    })
    .pipe(
      z
        .array(z.string())
        .transform((urls) => urls.filter((u) => u.trim() !== ''))
        .pipe(
          z
            .array(z.string())
            .min(1, 'urls must hold at least one link')
            .max(BulkImportLimits.maxUrls, `urls must hold at most ${BulkImportLimits.maxUrls} links`),
        ),
    ),
});

/** One bulk import and its counters; `done` counts items with a final outcome. */
export const BulkJobSchema = z.object({
  id: z.number().int(),
  status: z.enum(BULK_JOB_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  imported: z.number().int(),
  duplicate: z.number().int(),
  noRecipe: z.number().int(),
  unreachable: z.number().int(),
  refused: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BulkJob = z.infer<typeof BulkJobSchema>;

/** One link of a bulk import and what became of it. */
export const BulkItemSchema = z.object({
  url: z.string(),
  outcome: z.enum(BULK_ITEM_OUTCOMES),
  /** Why it was not imported (the link importer's errors); null when imported or pending. */
  reason: z.string().nullable(),
  /** The new recipe (imported) or the one already here (duplicate). */
  recipeId: z.number().int().nullable(),
  /** Beside the contract's four fields: why an imported recipe was saved inactive, or texts that were cut. */
  warnings: z.array(z.string()),
});
export type BulkItem = z.infer<typeof BulkItemSchema>;

export const BulkJobDetailSchema = z.object({ job: BulkJobSchema, items: z.array(BulkItemSchema) });
export type BulkJobDetail = z.infer<typeof BulkJobDetailSchema>;
