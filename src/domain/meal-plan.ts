import { z } from 'zod';
import { MEALS, PlanLimits } from './constants.ts';
import { isCalendarDate, isInPlanRange, PLAN_DATE_MAX, PLAN_DATE_MIN } from './plan-dates.ts';
import { ChefsChoiceInputSchema, RecipeSummarySchema } from './recipe.ts';
import { ItemListSchema } from './shopping-list.ts';

export { MEAL_TIMES, MEALS, PlanLimits, type Meal } from './constants.ts';

/** A calendar date 'YYYY-MM-DD' that exists and lies in 2000-01-01..2100-12-31. */
export const planDateSchema = (field: string) =>
  z
    .string({ error: `${field} must be a date written YYYY-MM-DD` })
    .refine(isCalendarDate, `${field} must be a date that exists, written YYYY-MM-DD`)
    .refine(isInPlanRange, `${field} must be between ${PLAN_DATE_MIN} and ${PLAN_DATE_MAX}`);

export const MealSchema = z.enum(MEALS, { error: `meal must be one of: ${MEALS.join(', ')}` });

/** A JSON integer 1..100; the text "2" is refused. */
export const ServingsSchema = z
  .number({ error: 'servings must be a whole number' })
  .int('servings must be a whole number')
  .min(1, 'servings must be 1 or more')
  .max(PlanLimits.maxServings, `servings must be at most ${PlanLimits.maxServings}`);

export const NoteSchema = z
  .string({ error: 'note must be text' })
  .trim()
  .refine((v) => v.length > 0, 'note must not be empty')
  .refine(
    (v) => [...v].length <= PlanLimits.maxNoteCodePoints,
    `note must be at most ${PlanLimits.maxNoteCodePoints} characters`,
  )
  .refine((v) => !v.includes('\u0000'), 'note must not contain a NUL character');

const DaysBody = z
  .number({ error: 'days must be a whole number' })
  .int('days must be a whole number')
  .min(1, 'days must be 1 or more')
  .max(PlanLimits.maxDays, `days must be at most ${PlanLimits.maxDays}`);

const DaysQuery = z.preprocess(
  (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v) ? Number(v) : v),
  z.number({ error: 'days must be a whole number' }).pipe(DaysBody),
);

export const PlanQuerySchema = z.object({
  from: planDateSchema('from'),
  days: DaysQuery.default(7),
});
export type PlanQuery = z.infer<typeof PlanQuerySchema>;

const RecipeIdSchema = z
  .number({ error: 'recipeId must be a whole number' })
  .int('recipeId must be a whole number')
  .positive('recipeId must be positive')
  .max(2_147_483_647, 'recipeId is too large');

/** POST /api/plan/entries: a recipe (servings optional) or a note, never both. */
export const NewEntrySchema = z
  .object({
    date: planDateSchema('date'),
    meal: MealSchema,
    // null stands for 'not given', as in the entry's own shape (a note's recipe is null).
    recipeId: RecipeIdSchema.nullish().transform((v) => v ?? undefined),
    note: NoteSchema.nullish().transform((v) => v ?? undefined),
    servings: ServingsSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.recipeId !== undefined && v.note !== undefined)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'give either recipeId or note, not both' });
    else if (v.recipeId === undefined && v.note === undefined)
      ctx.addIssue({ code: 'custom', path: ['recipeId'], message: 'recipeId or note is required' });
    else if (v.note !== undefined && v.servings !== undefined)
      ctx.addIssue({ code: 'custom', path: ['servings'], message: 'a note has no servings' });
  });
export type NewEntry = z.infer<typeof NewEntrySchema>;

/** PATCH /api/plan/entries/{id}: any of date, meal, servings, note. */
export const EntryChangeSchema = z
  .object({
    date: planDateSchema('date').optional(),
    meal: MealSchema.optional(),
    servings: ServingsSchema.optional(),
    note: NoteSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    path: ['body'],
    message: 'give at least one of date, meal, servings or note',
  });
export type EntryChange = z.infer<typeof EntryChangeSchema>;

/** POST /api/plan/fill: chef's choice filters over the empty slots of a range. */
export const FillSchema = z.object({
  from: planDateSchema('from'),
  days: DaysBody.default(7),
  meals: z
    .array(MealSchema, { error: 'meals must be a list of meals' })
    .min(1, 'meals must name at least one meal')
    .max(MEALS.length, 'meals has too many entries')
    .refine((v) => new Set(v).size === v.length, 'meals must not repeat a meal'),
  // The very filters of chef's choice, with the same values and messages.
  cuisines: ChefsChoiceInputSchema.shape.cuisines,
  restrictions: ChefsChoiceInputSchema.shape.restrictions,
  appliances: ChefsChoiceInputSchema.shape.appliances,
  cookTime: ChefsChoiceInputSchema.shape.cookTime,
  servings: ServingsSchema.optional(),
});
export type FillInput = z.infer<typeof FillSchema>;

export const RangeSchema = z.object({ from: planDateSchema('from'), days: DaysBody.default(7) });
export type PlanRange = z.infer<typeof RangeSchema>;

export const PlanEntrySchema = z.object({
  id: z.number().int(),
  date: z.string(),
  meal: MealSchema,
  servings: z.number().int().nullable(),
  note: z.string().nullable(),
  recipe: RecipeSummarySchema.nullable(),
});
export type PlanEntry = z.infer<typeof PlanEntrySchema>;

export const PlanWeekSchema = z.object({ from: z.string(), days: z.number().int(), entries: z.array(PlanEntrySchema) });
export type PlanWeek = z.infer<typeof PlanWeekSchema>;

export const FillResultSchema = z.object({ created: z.array(PlanEntrySchema), unfilled: z.number().int() });
export type FillResult = z.infer<typeof FillResultSchema>;

export const CalendarAddressSchema = z.object({ url: z.string() });

export const ToListResultSchema = z.object({
  list: ItemListSchema,
  skipped: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
