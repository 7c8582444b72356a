import { z } from 'zod';
import { IdSchema } from './common.ts';
import { RecipeLimits } from './constants.ts';
import type { RetailerList, RetailerUnit } from './retailer.ts';

/** Bounds of POST /api/amazon/convertshoppinglist; a shopping list holds at most `maxRecipes` recipes. */
export const ConversionLimits = {
  maxRecipes: 100,
  maxLineItems: RecipeLimits.maxIngredients,
  maxNameLength: RecipeLimits.maxIngredientNameLength,
  maxMeasurementLength: RecipeLimits.maxMeasurementLength,
  maxQty: RecipeLimits.maxQty,
  /** Amounts are rounded to this many decimals. */
  decimals: 2,
} as const;

const UNICODE_FRACTIONS: Record<string, number> = {
  '½': 1 / 2,
  '⅓': 1 / 3,
  '⅔': 2 / 3,
  '¼': 1 / 4,
  '¾': 3 / 4,
  '⅛': 1 / 8,
  '⅜': 3 / 8,
  '⅝': 5 / 8,
  '⅞': 7 / 8,
};

/**
 * A quantity typed as text: '2', '1.5', '3/4', '1 1/2', '1½' or '½'. Undefined when it is none of these.
 */
export function parseQuantity(text: string): number | undefined {
  let rest = text.trim();
  let total = 0;
  const last = rest.at(-1);
  if (last !== undefined && last in UNICODE_FRACTIONS) {
    total += UNICODE_FRACTIONS[last];
    rest = rest.slice(0, -1).trim();
    if (rest === '') return total;
  }
  const mixed = /^(\d+)\s+(\d+)\s*\/\s*(\d+)$/.exec(rest);
  if (mixed) return divide(Number(mixed[2]), Number(mixed[3]), total + Number(mixed[1]));
  const fraction = /^(\d+)\s*\/\s*(\d+)$/.exec(rest);
  if (fraction) return divide(Number(fraction[1]), Number(fraction[2]), total);
  if (/^(\d+(\.\d*)?|\.\d+)$/.test(rest)) return total + Number(rest);
  return undefined;
}

function divide(numerator: number, denominator: number, plus: number): number | undefined {
  return denominator === 0 ? undefined : plus + numerator / denominator;
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
export type ConvertShoppingListInput = z.output<typeof ConvertShoppingListInputSchema>;

type Family = 'volume' | 'weight';

/** Size of each unit in its family's base unit (teaspoons, ounces). */
const FAMILY: Partial<Record<RetailerUnit, { family: Family; base: number }>> = {
  TSP: { family: 'volume', base: 1 },
  TBSP: { family: 'volume', base: 3 },
  CUPS: { family: 'volume', base: 48 },
  PINTS: { family: 'volume', base: 96 },
  QUARTS: { family: 'volume', base: 192 },
  GALLONS: { family: 'volume', base: 768 },
  OUNCES: { family: 'weight', base: 1 },
  POUNDS: { family: 'weight', base: 16 },
};

// A Map, not an object: a measurement such as "__proto__" or "constructor" must not find a prototype's key.
const UNIT_NAMES = new Map<string, RetailerUnit>();
function names(unit: RetailerUnit, ...spellings: string[]) {
  for (const s of spellings) UNIT_NAMES.set(s, unit);
}
names('CUPS', 'cup', 'cups', 'c');
names('TBSP', 'tablespoon', 'tablespoons', 'tbsp', 'tbsps', 'tbs', 'tbl', 'tbls');
names('TSP', 'teaspoon', 'teaspoons', 'tsp', 'tsps');
names('OUNCES', 'ounce', 'ounces', 'oz', 'ozs');
names('POUNDS', 'pound', 'pounds', 'lb', 'lbs');
names('PINTS', 'pint', 'pints', 'pt', 'pts');
names('QUARTS', 'quart', 'quarts', 'qt', 'qts');
names('GALLONS', 'gallon', 'gallons', 'gal', 'gals');
names('CLOVES', 'clove', 'cloves');
names('STALKS', 'stalk', 'stalks');
names('BUNCHES', 'bunch', 'bunches');
names('SLICES', 'slice', 'slices');
names('PINCHES', 'pinch', 'pinches', 'to taste');
names('LEAVES', 'leaf', 'leaves');

/** The retailer's unit for a recipe measurement: 'Tbsp.' → TBSP, 'to taste' → PINCHES, anything unknown → COUNT. */
export function toRetailerUnit(measurement: string): RetailerUnit {
  const trimmed = measurement.trim();
  // Cooks write a capital T for tablespoon and a small t for teaspoon.
  if (trimmed === 'T') return 'TBSP';
  if (trimmed === 't') return 'TSP';
  const key = trimmed.toLowerCase().replace(/\.$/, '').replace(/\s+/g, ' ');
  return UNIT_NAMES.get(key) ?? 'COUNT';
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
      const family = FAMILY[unit];
      const bucketKey = family?.family ?? unit;
      const amount = line.qty * (family?.base ?? 1);
      const bucket = entry.buckets.get(bucketKey);
      if (!bucket) {
        entry.buckets.set(bucketKey, { unit, total: amount });
        continue;
      }
      bucket.total += amount;
      if (family && family.base > FAMILY[bucket.unit]!.base) bucket.unit = unit;
    }
  }
  return {
    ingredients: [...byName.values()].map(({ name, buckets }) => ({
      name,
      quantityList: [...buckets.values()].map(({ unit, total }) => ({
        unit,
        amount: roundAmount(total / (FAMILY[unit]?.base ?? 1)),
      })),
    })),
  };
}
