import { z } from 'zod';
import { PageSchema, queryInteger } from './common.ts';
import { FoodRefSchema } from './food.ts';
import { isCalendarDate, isInPlanRange } from './plan-dates.ts';
import { knownUnit, unitRow } from './quantity/units.ts';

/** Limits of a price (docs/api/know.md, "Cost"). */
export const PriceLimits = { maxAmount: 100_000, maxPackSize: 100_000, maxStoreLength: 100 } as const;

/** A household's price of a pack of a food; money in the currency's major unit, 2 decimals. */
export const PriceSchema = z.object({
  id: z.number().int(),
  food: FoodRefSchema,
  amount: z.number(),
  /** The ISO code of the instance's CURRENCY. */
  currency: z.string(),
  packSize: z.number(),
  /** A canonical mass or volume unit, or `piece` (a count of the food). */
  packUnit: z.string(),
  store: z.string(),
  /** YYYY-MM-DD. */
  date: z.string(),
  createdAt: z.string(),
});
export type Price = z.output<typeof PriceSchema>;

/** At most `places` decimals, as the number is written in JSON (1e-7 has 7). */
const decimals = (places: number) => (v: number) => new RegExp(`^\\d+(\\.\\d{1,${places}})?$`).test(String(v));

const amountSchema = z
  .number({ error: 'amount must be a number' })
  .min(0, 'amount must be 0 or more')
  .max(PriceLimits.maxAmount, `amount must be at most ${PriceLimits.maxAmount}`)
  .refine(decimals(2), 'amount may have at most 2 decimals');

// The column keeps 4 decimals: a finer size would be stored as another number.
const packSizeSchema = z
  .number({ error: 'packSize must be a number' })
  .gt(0, 'packSize must be more than 0')
  .max(PriceLimits.maxPackSize, `packSize must be at most ${PriceLimits.maxPackSize}`)
  .refine(decimals(4), 'packSize may have at most 4 decimals');

/** A unit a pack is sold in: canonical mass or volume units, and `piece`. */
export function packUnitOf(text: string): string | undefined {
  const unit = knownUnit(text);
  if (unit === 'piece') return unit;
  const family = unit ? unitRow(unit)?.family : undefined;
  return family === 'mass' || family === 'volume' ? unit : undefined;
}

const PACK_UNIT_MESSAGE = 'packUnit must be a unit of mass or volume (g, kg, oz, lb, ml, l, cup…) or piece';
const packUnitSchema = z
  .string({ error: PACK_UNIT_MESSAGE })
  .transform((v, ctx) => packUnitOf(v) ?? (ctx.addIssue({ code: 'custom', message: PACK_UNIT_MESSAGE }), z.NEVER));

const storeSchema = z
  .string({ error: 'store must be text' })
  .trim()
  .max(PriceLimits.maxStoreLength, `store must be at most ${PriceLimits.maxStoreLength} characters`);

const dateSchema = z
  .string({ error: 'date must be a date written YYYY-MM-DD' })
  .refine(isCalendarDate, 'date must be a date that exists, written YYYY-MM-DD')
  .refine(isInPlanRange, 'date must be between 2000-01-01 and 2100-12-31');

const foodIdSchema = z
  .number({ error: 'foodId must be a whole number' })
  .int('foodId must be a whole number')
  .positive('foodId must be positive')
  .max(99_999, 'foodId must be an SR number of up to 5 digits');

/** POST /api/prices: numbers are JSON numbers (the text "2.50" is refused). */
export const CreatePriceInputSchema = z.object({
  foodId: foodIdSchema,
  amount: amountSchema,
  packSize: packSizeSchema,
  packUnit: packUnitSchema,
  store: storeSchema.default(''),
  /** Default: today (UTC), set by the server. */
  date: dateSchema.optional(),
});
export type CreatePriceInput = z.output<typeof CreatePriceInputSchema>;

/** PATCH /api/prices/{id}: any of the fields of a new price. */
export const PatchPriceInputSchema = z.object({
  foodId: foodIdSchema.optional(),
  amount: amountSchema.optional(),
  packSize: packSizeSchema.optional(),
  packUnit: packUnitSchema.optional(),
  store: storeSchema.optional(),
  date: dateSchema.optional(),
});
export type PatchPriceInput = z.output<typeof PatchPriceInputSchema>;

/** GET /api/prices: one food's prices, or all of them; 25 a page. */
export const PricesQuerySchema = z.object({
  foodId: queryInteger('foodId must be a whole number')
    .pipe(z.number().int('foodId must be a whole number').positive('foodId must be positive'))
    .optional(),
  page: PageSchema,
});
