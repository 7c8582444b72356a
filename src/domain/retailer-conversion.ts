import { z } from 'zod';
import { IdSchema } from './common.ts';
import { RecipeLimits } from './constants.ts';
import { readAmount } from './quantity/fractions.ts';
import { measurementUnit, unitKey, unitRow } from './quantity/units.ts';
import type { RetailerList, RetailerUnit } from './retailer.ts';

/** Bounds of POST /api/amazon/convertshoppinglist: a body names at most `maxRecipes` recipes. */
export const ConversionLimits = {
  maxRecipes: 100,
  maxLineItems: RecipeLimits.maxIngredients,
  maxNameLength: RecipeLimits.maxIngredientNameLength,
  maxMeasurementLength: RecipeLimits.maxMeasurementLength,
  maxQty: RecipeLimits.maxQty,
  /** Amounts are rounded to this many decimals. */
  decimals: 2,
} as const;

/**
 * A quantity typed as text: '2', '1.5', '3/4', '1 1/2', '1½' or '½'. Undefined when it is none of these.
 */
export function parseQuantity(text: string): number | undefined {
  return readAmount(text);
}

const qtySchema = z
  .union([z.number({ error: 'qty must be a number' }), z.string({ error: 'qty must be a number' })], {
    error: 'qty must be a number',
  })
  .transform((v) => (typeof v === 'number' ? v : (parseQuantity(v) ?? Number.NaN)))
  .pipe(
    z
      .number({ error: 'qty must be a number or a fraction like 1 1/2' })
      .positive('qty must be more than 0')
      .max(ConversionLimits.maxQty, `qty must be at most ${ConversionLimits.maxQty}`),
  );

/** One ingredient line of a recipe sent for conversion; other recipe fields are accepted and ignored. */
export const ConversionLineSchema = z.object({
  // A line without a number ("salt, to taste" has qty null) buys one of its unit.
  qty: z.preprocess((v) => (v === null ? undefined : v), qtySchema.optional().default(1)),
  measurement: z
    .string({ error: 'measurement must be text' })
    .max(
      ConversionLimits.maxMeasurementLength,
      `measurement must be at most ${ConversionLimits.maxMeasurementLength} characters`,
    )
    .optional()
    .default('whole'),
  ingredient: z.object(
    {
      name: z
        .string({ error: 'ingredient name must be text' })
        .trim()
        .min(1, 'ingredient name is required')
        .max(
          ConversionLimits.maxNameLength,
          `ingredient name must be at most ${ConversionLimits.maxNameLength} characters`,
        ),
    },
    { error: 'ingredient is required' },
  ),
});
/** A validated line: the shape of a full recipe's line item. */
export type ConversionLine = z.output<typeof ConversionLineSchema>;

export const ConversionRecipeSchema = z.object(
  {
    lineItems: z
      .array(ConversionLineSchema, { error: 'lineItems must be a list' })
      .max(ConversionLimits.maxLineItems, `lineItems has at most ${ConversionLimits.maxLineItems} entries`),
  },
  { error: 'each recipe must be an object with lineItems' },
);

/**
 * Body of POST /api/amazon/convertshoppinglist: `{ recipes }`, the bare array of recipes, or `{ listId }`
 * (that shopping list's unticked items).
 */
export const ConvertShoppingListInputSchema = z.preprocess(
  (body) => (Array.isArray(body) ? { recipes: body } : body),
  z
    .object(
      {
        recipes: z
          .array(ConversionRecipeSchema, { error: 'recipes must be a list' })
          .max(ConversionLimits.maxRecipes, `recipes has at most ${ConversionLimits.maxRecipes} entries`)
          .optional(),
        listId: IdSchema.optional(),
      },
      { error: 'body must be { recipes: [...] }, an array of recipes, or { listId }' },
    )
    .refine((body) => (body.recipes === undefined) !== (body.listId === undefined), {
      message: 'send either recipes or listId',
      path: ['recipes'],
    }),
);

/** The retailer's unit of each canonical unit (units.ts) it sells by; every other unit is COUNT. */
const RETAILER_UNIT = new Map<string, RetailerUnit>([
  ['cup', 'CUPS'],
  ['tablespoon', 'TBSP'],
  ['teaspoon', 'TSP'],
  ['ounce', 'OUNCES'],
  ['pound', 'POUNDS'],
  ['pint', 'PINTS'],
  ['quart', 'QUARTS'],
  ['gallon', 'GALLONS'],
  ['clove', 'CLOVES'],
  ['stalk', 'STALKS'],
  ['bunch', 'BUNCHES'],
  ['slice', 'SLICES'],
  ['pinch', 'PINCHES'],
  ['leaf', 'LEAVES'],
]);
const CANONICAL_OF = new Map([...RETAILER_UNIT].map(([unit, retailer]) => [retailer, unit]));

/** The retailer's unit for a recipe measurement: 'Tbsp.' → TBSP, 'to taste' → PINCHES, anything unknown → COUNT. */
export function toRetailerUnit(measurement: string): RetailerUnit {
  if (unitKey(measurement) === 'to taste') return 'PINCHES';
  return RETAILER_UNIT.get(measurementUnit(measurement) ?? '') ?? 'COUNT';
}

/** The family and size of a retailer unit that converts (volume in teaspoons, weight in ounces). */
function sizeOf(unit: RetailerUnit): { family: string; size: number } | undefined {
  const row = unitRow(CANONICAL_OF.get(unit) ?? null);
  return row?.size === undefined ? undefined : { family: row.family, size: row.size };
}

/** Rounds to `ConversionLimits.decimals`, never down to 0 for a positive amount. */
export function roundAmount(amount: number): number {
  const factor = 10 ** ConversionLimits.decimals;
  const rounded = Math.round(amount * factor) / factor;
  return rounded === 0 && amount > 0 ? 1 / factor : rounded;
}

interface Bucket {
  /** The unit of the answer: the largest unit merged into a volume or weight bucket. */
  unit: RetailerUnit;
  /** Sum in the family's base unit, or in `unit` for units that do not convert. */
  total: number;
}

/**
 * Converts recipes' ingredient lines to the retailer's ingredient list. Lines of the same ingredient
 * (case-insensitive, trimmed) merge across recipes: volumes into one volume unit, weights into one weight
 * unit, and other units only with the same unit. Ingredients and units keep their first-seen order.
 */
export function convertShoppingList(
  recipes: ReadonlyArray<{ lineItems: ReadonlyArray<ConversionLine> }>,
): RetailerList {
  const byName = new Map<string, { name: string; buckets: Map<string, Bucket> }>();
  for (const recipe of recipes) {
    for (const line of recipe.lineItems) {
      const name = line.ingredient.name.trim().replace(/\s+/g, ' ');
      const key = name.toLowerCase();
      const entry = byName.get(key) ?? { name, buckets: new Map<string, Bucket>() };
      byName.set(key, entry);

      const unit = toRetailerUnit(line.measurement);
      const family = sizeOf(unit);
      const bucketKey = family?.family ?? unit;
      const amount = line.qty * (family?.size ?? 1);
      const bucket = entry.buckets.get(bucketKey);
      if (!bucket) {
        entry.buckets.set(bucketKey, { unit, total: amount });
        continue;
      }
      bucket.total += amount;
      if (family && family.size > sizeOf(bucket.unit)!.size) bucket.unit = unit;
    }
  }
  return {
    ingredients: [...byName.values()].map(({ name, buckets }) => ({
      name,
      quantityList: [...buckets.values()].map(({ unit, total }) => ({
        unit,
        amount: roundAmount(total / (sizeOf(unit)?.size ?? 1)),
      })),
    })),
  };
}
