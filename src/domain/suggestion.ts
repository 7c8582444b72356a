import { z } from 'zod';
import { SUGGESTION_STATUSES, SuggestionLimits as L } from './constants.ts';
import { httpUrlSchema, PageSchema } from './common.ts';

export const SuggestionStatusSchema = z.enum(SUGGESTION_STATUSES, {
  error: 'status must be Pending, Approved or Denied',
});

/** A suggestion; times are ISO 8601; user is null when the suggester was deleted. */
export const SuggestionSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  status: SuggestionStatusSchema,
  adminResponse: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.object({ username: z.string() }).nullable(),
});
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const CreateSuggestionInputSchema = z.object({ url: httpUrlSchema(L.maxUrlLength, 'url') });

export const ReviewSuggestionInputSchema = z.object({
  adminResponse: z
    .string({ error: 'adminResponse must be text' })
    .trim()
    .max(L.maxAdminResponseLength, `adminResponse must be at most ${L.maxAdminResponseLength} characters`)
    .default(''),
  status: SuggestionStatusSchema,
});
export type ReviewSuggestionInput = z.infer<typeof ReviewSuggestionInputSchema>;

export const SuggestionListQuerySchema = z.object({
  page: PageSchema,
  status: z
    .enum(['All', ...SUGGESTION_STATUSES], { error: 'status must be All, Pending, Approved or Denied' })
    .optional(),
});
