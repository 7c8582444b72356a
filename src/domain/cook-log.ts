import { z } from 'zod';
import { isCalendarDate } from './plan-dates.ts';

/** Limits of "Cooked it" (docs/api/kitchen-loop.md). */
export const CookLogLimits = {
  earliestDate: '2000-01-01',
  maxServings: 100,
  maxNoteLength: 2000,
  maxPhotoBytes: 5 * 1024 * 1024,
  maxNotCookedDays: 3650,
} as const;

/** The picture types a cook-log photo may be sent as. */
export const COOK_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** A household's facts about a recipe, on list rows, the full recipe and the "Cooked it" answer. */
export const RecipeCookStatsSchema = z.object({
  /** The latest entry's date (YYYY-MM-DD), or null when never cooked. */
  lastCooked: z.string().nullable(),
  timesCooked: z.number().int(),
  /** The mean of the household members' ratings to 1 decimal, or null when none. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type RecipeCookStats = z.output<typeof RecipeCookStatsSchema>;

/** What a household that never cooked or rated a recipe reads. */
export const NO_COOK_STATS: RecipeCookStats = { lastCooked: null, timesCooked: 0, averageRating: null, ratingCount: 0 };

/** An entry of the cook log. */
export const CookEntrySchema = z.object({
  id: z.number().int(),
  recipe: z.object({ id: z.number().int(), name: z.string() }),
  date: z.string(),
  servings: z.number().int(),
  rating: z.number().int().nullable(),
  note: z.string(),
  /** A same-origin path of the picture, or null. */
  photo: z.string().nullable(),
  user: z.object({ username: z.string() }),
  createdAt: z.string(),
});
export type CookEntry = z.output<typeof CookEntrySchema>;

const AmountLineSchema = z.object({ name: z.string(), qty: z.number(), unit: z.string().nullable() });

/** POST /api/recipes/{id}/cooked. */
export const CookedAnswerSchema = z.object({
  entry: CookEntrySchema,
  deducted: z.array(AmountLineSchema.extend({ pantryItemId: z.number().int() })),
  short: z.array(AmountLineSchema),
  recipe: z.object({
    id: z.number().int(),
    name: z.string(),
    ...RecipeCookStatsSchema.shape,
    myRating: z.number().int().nullable(),
  }),
});
export type CookedAnswer = z.output<typeof CookedAnswerSchema>;

/** PUT /api/recipes/{id}/rating. */
export const RatingAnswerSchema = z.object({
  myRating: z.number().int().nullable(),
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type RatingAnswer = z.output<typeof RatingAnswerSchema>;

/** Tomorrow is checked by the service, which has the clock. */
const dateSchema = z
  .string({ error: 'date must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, 'date must be a date that exists, written YYYY-MM-DD')
  .refine((v) => v >= CookLogLimits.earliestDate, 'date may not be before 2000-01-01');

const servingsSchema = z
  .number({ error: 'servings must be a whole number' })
  .int('servings must be a whole number')
  .min(1, 'servings must be 1 or more')
  .max(CookLogLimits.maxServings, `servings must be at most ${CookLogLimits.maxServings}`);

const ratingSchema = z
  .number({ error: 'rating must be a whole number from 1 to 5, or null' })
  .int('rating must be a whole number from 1 to 5')
  .min(1, 'rating must be 1 to 5')
  .max(5, 'rating must be 1 to 5')
  .nullable();

const noteSchema = z
  .string({ error: 'note must be text' })
  .max(CookLogLimits.maxNoteLength, `note must be at most ${CookLogLimits.maxNoteLength} characters`);

/** POST /api/recipes/{id}/cooked: everything optional; `deduct` defaults to true. */
export const CookedInputSchema = z.object({
  date: dateSchema.optional(),
  servings: servingsSchema.optional(),
  rating: ratingSchema.optional(),
  note: noteSchema.optional(),
  deduct: z.boolean({ error: 'deduct must be true or false' }).default(true),
});
export type CookedInput = z.output<typeof CookedInputSchema>;

/** PATCH /api/cooklog/{id}. */
export const PatchCookEntryInputSchema = z.object({
  date: dateSchema.optional(),
  servings: servingsSchema.optional(),
  rating: ratingSchema.optional(),
  note: noteSchema.optional(),
});
export type PatchCookEntryInput = z.output<typeof PatchCookEntryInputSchema>;

/** PUT /api/recipes/{id}/rating. */
export const RatingInputSchema = z.object({ rating: ratingSchema });

/** `notCookedDays` of GET /api/recipes: 1–3650. */
export const notCookedDaysSchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'notCookedDays must be a whole number from 1 to 3650' })
    .int('notCookedDays must be a whole number from 1 to 3650')
    .min(1, 'notCookedDays must be a whole number from 1 to 3650')
    .max(CookLogLimits.maxNotCookedDays, 'notCookedDays must be a whole number from 1 to 3650'),
);
