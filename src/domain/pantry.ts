import { z } from 'zod';
import { PageSchema } from './common.ts';
import { ListLimits } from './constants.ts';
import { isCalendarDate, isInPlanRange } from './plan-dates.ts';
import { canonicalUnit } from './quantity/units.ts';

/** Limits of the pantry (docs/api/kitchen-loop.md, "Pantry"). */
export const PantryLimits = {
  maxNameLength: 120,
  maxQty: 1_000_000,
  maxItems: 2000,
  maxLocationNameLength: 40,
  maxUnitLength: 40,
  maxQueryLength: 100,
} as const;

/** The locations every household has from the start; `cupboard` is where an item goes unless told. */
export const BUILT_IN_LOCATIONS = ['fridge', 'freezer', 'cupboard'] as const;
export const DEFAULT_LOCATION = 'cupboard';

/** An item of the household's pantry; `qty` null only for a staple, `unit` null for a plain count. */
export const PantryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  qty: z.number().nullable(),
  unit: z.string().nullable(),
  /** The location's name. */
  location: z.string(),
  /** YYYY-MM-DD or null. */
  bestBefore: z.string().nullable(),
  staple: z.boolean(),
  updatedAt: z.string(),
});
export type PantryItem = z.output<typeof PantryItemSchema>;

export const PantryLocationSchema = z.object({ id: z.number().int(), name: z.string(), itemCount: z.number().int() });
export type PantryLocation = z.output<typeof PantryLocationSchema>;

const nameSchema = z
  .string({ error: 'name must be text' })
  .trim()
  .min(1, 'name is required')
  .max(PantryLimits.maxNameLength, `name must be at most ${PantryLimits.maxNameLength} characters`);

const textSchema = z
  .string({ error: 'text must be text' })
  .trim()
  .min(1, 'text is required')
  .max(ListLimits.maxTextLength, `text must be at most ${ListLimits.maxTextLength} characters`);

const qtySchema = z
  .number({ error: 'qty must be a number' })
  .min(0, 'qty must be 0 or more')
  .max(PantryLimits.maxQty, 'qty must be at most 1,000,000')
  .nullable();

const COUNT_WORDS = new Set(['', 'whole', 'each', 'count']);

/** A unit as typed ('g', 'Tbsp', 'whole') to its canonical name; a count ('whole', '', null) is null. */
function pantryUnit(text: string | null): string | null {
  if (text === null || COUNT_WORDS.has(text.trim().toLowerCase())) return null;
  return canonicalUnit(text);
}

const unitSchema = z
  .string({ error: 'unit must be text' })
  .max(PantryLimits.maxUnitLength, `unit must be at most ${PantryLimits.maxUnitLength} characters`)
  .nullable()
  .transform(pantryUnit);

const locationSchema = z
  .string({ error: 'location must be text' })
  .trim()
  .min(1, 'location is required')
  .max(PantryLimits.maxLocationNameLength, 'location must be a location of the household');

const bestBeforeSchema = z
  .string({ error: 'bestBefore must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, 'bestBefore must be a date that exists, written YYYY-MM-DD')
  .refine(isInPlanRange, 'bestBefore must be between 2000-01-01 and 2100-12-31')
  .nullable();

const stapleSchema = z.boolean({ error: 'staple must be true or false' });

/** POST /api/pantry: `{ name, qty?, unit? }` or `{ text }`, with where it is kept. */
export const CreatePantryItemInputSchema = z
  .object({
    name: nameSchema.optional(),
    text: textSchema.optional(),
    qty: qtySchema.optional(),
    unit: unitSchema.optional(),
    location: locationSchema.optional(),
    bestBefore: bestBeforeSchema.optional(),
    staple: stapleSchema.default(false),
  })
  .superRefine((input, ctx) => {
    if ((input.name === undefined) === (input.text === undefined))
      ctx.addIssue({ code: 'custom', path: ['name'], message: 'give either name or text, not both' });
    if (input.text !== undefined && (input.qty !== undefined || input.unit !== undefined))
      ctx.addIssue({ code: 'custom', path: ['qty'], message: 'qty and unit go with name; text carries its amount' });
  });
export type CreatePantryItemInput = z.output<typeof CreatePantryItemInputSchema>;

/** PATCH /api/pantry/{id}: any of the fields of an item given by name. */
export const PatchPantryItemInputSchema = z.object({
  name: nameSchema.optional(),
  qty: qtySchema.optional(),
  unit: unitSchema.optional(),
  location: locationSchema.optional(),
  bestBefore: bestBeforeSchema.optional(),
  staple: stapleSchema.optional(),
});
export type PatchPantryItemInput = z.output<typeof PatchPantryItemInputSchema>;

/** GET /api/pantry: 25 a page, by name or soonest best-before first (none last). */
export const PantryQuerySchema = z.object({
  page: PageSchema,
  // An empty `location=` is no filter, as the contract's example query sends it.
  location: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), locationSchema.optional()),
  q: z
    .string({ error: 'q must be text' })
    .trim()
    .max(PantryLimits.maxQueryLength, `q must be at most ${PantryLimits.maxQueryLength} characters`)
    .optional(),
  sort: z.enum(['name', 'bestBefore'], { error: 'sort must be name or bestBefore' }).default('name'),
});
export type PantryQuery = z.output<typeof PantryQuerySchema>;

/** POST /api/pantry/locations. */
export const CreatePantryLocationInputSchema = z.object({
  name: z
    .string({ error: 'name must be text' })
    .trim()
    .min(1, 'name is required')
    .max(PantryLimits.maxLocationNameLength, `name must be at most ${PantryLimits.maxLocationNameLength} characters`),
});
