import { z } from 'zod';
import { RecipeDraftSchema } from './recipe-draft.ts';

/**
 * A line the reader doubts (docs/api/bring-in.md, "Photo, scan or PDF"): `index` the ingredient line (from 0),
 * `read` the line as recognised, `proposed` the line the draft holds instead, `reason` a sentence.
 */
export const ImportHazardSchema = z.object({
  index: z.number().int(),
  read: z.string(),
  proposed: z.string(),
  reason: z.string(),
});
export type ImportHazard = z.infer<typeof ImportHazardSchema>;

/** Answer of POST /api/recipes/import/text. */
export const TextImportReplySchema = z.object({
  recipe: RecipeDraftSchema,
  format: z.enum(['json-ld', 'html', 'text']),
  hazards: z.array(ImportHazardSchema),
});
export type TextImportReply = z.infer<typeof TextImportReplySchema>;

/** Answer of POST /api/recipes/import/file: the draft, the text read from the picture, the doubts. */
export const FileImportReplySchema = z.object({
  recipe: RecipeDraftSchema,
  text: z.string(),
  hazards: z.array(ImportHazardSchema),
});
export type FileImportReply = z.infer<typeof FileImportReplySchema>;

/** Answer of GET /api/recipes/import/engines: OCR always, the model server when configured. */
export const ImportEnginesSchema = z.object({
  ocr: z.literal(true),
  ai: z.object({
    configured: z.boolean(),
    model: z.string().nullable(),
    usedToday: z.number().int(),
    dailyLimit: z.number().int(),
  }),
});
export type ImportEngines = z.infer<typeof ImportEnginesSchema>;
