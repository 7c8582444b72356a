import { z } from 'zod';
import { IdSchema } from './common.ts';

/** Limits of share links (docs/api/doors.md, "Share links"). */
export const ShareLimits = {
  /** Live (unexpired) links one user may hold at once. */
  maxLiveLinks: 200,
  /** How far ahead an expiry may be. */
  maxExpiryDays: 366,
  /** Random bytes in a token: 144 bits, 24 base64url characters. */
  tokenBytes: 18,
} as const;

/** Body of POST /api/shares: exactly one of recipeId and collectionId, and an optional expiry. */
export const CreateShareInputSchema = z
  .object({
    recipeId: IdSchema.optional(),
    collectionId: IdSchema.optional(),
    /** ISO 8601 date-time in the future, at most 366 days ahead; null or absent: never expires. */
    expiresAt: z.iso.datetime({ offset: true, error: 'expiresAt must be an ISO 8601 date-time' }).nullable().optional(),
  })
  .superRefine((input, ctx) => {
    if ((input.recipeId === undefined) === (input.collectionId === undefined)) {
      const message = 'give exactly one of recipeId and collectionId';
      ctx.addIssue({ code: 'custom', path: ['recipeId'], message });
      ctx.addIssue({ code: 'custom', path: ['collectionId'], message });
    }
  });
export type CreateShareInput = z.infer<typeof CreateShareInputSchema>;

/** A link as its creator's list shows it: no token, no url. */
export const ShareSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['recipe', 'collection']),
  target: z.object({ id: z.number().int(), name: z.string() }),
  expiresAt: z.string().nullable(),
  views: z.number().int(),
  lastViewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Share = z.infer<typeof ShareSchema>;

/** The answer of POST /api/shares: the only time the token and its url are shown. */
export const CreatedShareSchema = ShareSchema.extend({ token: z.string(), url: z.string() });
export type CreatedShare = z.infer<typeof CreatedShareSchema>;
