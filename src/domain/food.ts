import { z } from 'zod';
import { PageSchema } from './common.ts';
import { singular } from './words.ts';

/**
 * The food table (docs/api/know.md, docs/decisions/food-table.md): every USDA SR24 food with its eight
 * nutrients per 100 g and its household measures. This file holds the shapes and the pure work on the
 * table (building it from the committed JSON, searching it); the server reads the file.
 */

/** The eight nutrients, in the table's order: kcal; sodium in mg; the rest in g. */
export const NUTRIENT_KEYS = [
  'kcal',
  'protein',
  'fat',
  'saturatedFat',
  'carbohydrate',
  'sugars',
  'fiber',
  'sodium',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** Nutrients of an amount of food (a recipe's, a serving's): numbers. */
export const NutrientsSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, z.number()])) as Record<NutrientKey, z.ZodNumber>,
);
export type Nutrients = z.output<typeof NutrientsSchema>;

/** A food's nutrients per 100 g as SR24 gives them: `null` where SR24 reports none (sugars of 2,452 foods). */
export const Per100gSchema = z.object(
  Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, z.number().nullable()])) as Record<
    NutrientKey,
    z.ZodNullable<z.ZodNumber>
  >,
);

/** One household measure: `amount` × `name` weighs `grams` ("1 large" = 50 g, "0.5 cup, diced" = 75 g). */
export const FoodMeasureSchema = z.object({ amount: z.number(), name: z.string(), grams: z.number() });

export const FoodSchema = z.object({
  /** The NDB number as an integer: 01123 → 1123. */
  id: z.number().int(),
  /** The USDA SR number as 5 digits. */
  ndb: z.string(),
  name: z.string(),
  per100g: Per100gSchema,
  measures: z.array(FoodMeasureSchema),
});
export type Food = z.output<typeof FoodSchema>;

/** A food named in another answer (a line's match, a price). */
export const FoodRefSchema = z.object({ id: z.number().int(), ndb: z.string(), name: z.string() });
export type FoodRef = z.output<typeof FoodRefSchema>;
export const foodRef = (food: Food): FoodRef => ({ id: food.id, ndb: food.ndb, name: food.name });

/** GET /api/foods: `q` words of the name, `ndb` an SR number (with or without its leading zeros). */
export const FoodsQuerySchema = z.object({
  q: z.string().trim().max(200, 'q may be at most 200 characters').optional(),
  ndb: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'ndb must be an SR number of up to 5 digits')
    .optional(),
  page: PageSchema,
});
export type FoodsQuery = z.output<typeof FoodsQuerySchema>;

/** The committed JSON (scripts/make-food-table.ts). */
export interface FoodTableJson {
  meta: { source: string; nutrients: string[]; foods: number; measures: number };
  rows: [ndb: string, name: string, per100g: (number | null)[], measures: [number, string, number][]][];
}

/** The lowercase singular words of a text: "Potatoes, russet, flesh and skin, raw" → potato, russet, … */
export function foodWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(singularOf);
}

// SR24 names repeat a few thousand words: each word's singular is worked out once.
const SINGULARS = new Map<string, string>();
function singularOf(word: string): string {
  let one = SINGULARS.get(word);
  if (one === undefined) {
    one = singular(word);
    if (SINGULARS.size < 50_000) SINGULARS.set(word, one);
  }
  return one;
}

/** One food as matching sees it: its words, by comma-separated part. */
export interface IndexedFood {
  food: Food;
  /** Words of each comma-separated part, brackets left out: [[potato], [russet], [flesh, and, skin], [raw]]. */
  parts: string[][];
  /** Every word of the name, brackets included ("Coriander (cilantro) leaves"). */
  words: Set<string>;
  /** Words only in brackets ("Chicken, skin (drumsticks and thighs)"): a weaker match. */
  bracketOnly: Set<string>;
}

export interface FoodTable {
  source: string;
  foods: readonly Food[];
  byId: ReadonlyMap<number, Food>;
  /** The foods with their words, built at the first search or match (not at load). */
  readonly indexed: readonly IndexedFood[];
  /** Foods (their index in `indexed`) by each word of their name; built with `indexed`. */
  readonly byWord: ReadonlyMap<string, readonly number[]>;
}

const NONE: Set<string> = new Set();

/** The table from its JSON; checks the nutrient order it was written in. */
export function buildFoodTable(json: FoodTableJson): FoodTable {
  if (json.meta.nutrients.join() !== NUTRIENT_KEYS.join()) throw new Error('food table: unexpected nutrient order');
  const foods: Food[] = [];
  const byId = new Map<number, Food>();
  for (const [ndb, name, values, measures] of json.rows) {
    const [kcal, protein, fat, saturatedFat, carbohydrate, sugars, fiber, sodium] = values;
    const food: Food = {
      id: Number(ndb),
      ndb,
      name,
      per100g: {
        kcal: kcal ?? null,
        protein: protein ?? null,
        fat: fat ?? null,
        saturatedFat: saturatedFat ?? null,
        carbohydrate: carbohydrate ?? null,
        sugars: sugars ?? null,
        fiber: fiber ?? null,
        sodium: sodium ?? null,
      },
      measures: measures.map(([amount, mname, grams]) => ({ amount, name: mname, grams })),
    };
    foods.push(food);
    byId.set(food.id, food);
  }
  // The word index is built at the first search or match, not at load.
  let index: { indexed: IndexedFood[]; byWord: Map<string, number[]> } | undefined;
  const words = () => (index ??= indexFoods(foods));
  return {
    source: json.meta.source,
    foods,
    byId,
    get indexed() {
      return words().indexed;
    },
    get byWord() {
      return words().byWord;
    },
  };
}

function indexFoods(foods: readonly Food[]): { indexed: IndexedFood[]; byWord: Map<string, number[]> } {
  const indexed: IndexedFood[] = [];
  const byWord = new Map<string, number[]>();
  for (const food of foods) {
    const name = food.name;
    // "Chickpeas (garbanzo beans, bengal gram), mature seeds": a bracket's comma splits no part.
    const hasBrackets = name.includes('(');
    const parts = (hasBrackets ? name.replace(/\([^)]*\)/g, ' ') : name).split(',').map(foodWords);
    const outside = new Set(parts.flat());
    const words = hasBrackets ? new Set(foodWords(name)) : outside;
    const bracketOnly = hasBrackets ? new Set([...words].filter((w) => !outside.has(w))) : NONE;
    const at = indexed.length;
    for (const w of words) {
      let list = byWord.get(w);
      if (!list) byWord.set(w, (list = []));
      list.push(at);
    }
    indexed.push({ food, parts, words, bracketOnly });
  }
  return { indexed, byWord };
}

/**
 * Foods whose name holds every word of `q` (a word matches a word of the name it starts: "pot" finds
 * potatoes), best first: the words in the name's first part, then fewer other words, then by SR number.
 */
export function searchFoods(table: FoodTable, q: string): Food[] {
  const words = foodWords(q);
  if (!words.length) return [];
  const keys = [...table.byWord.keys()];
  let hits: number[] | null = null;
  for (const w of words) {
    const found = new Set<number>();
    for (const key of keys) if (key.startsWith(w)) for (const i of table.byWord.get(key)!) found.add(i);
    const before: number[] = hits ?? [...found];
    hits = before.filter((i) => found.has(i));
    if (!hits.length) return [];
  }
  const rank = (f: IndexedFood) => {
    const first = f.parts[0] ?? [];
    const inFirst = words.filter((w) => first.some((x) => x.startsWith(w))).length;
    return [-inFirst, f.words.size];
  };
  return (hits ?? [])
    .map((i) => table.indexed[i]!)
    .map((f) => ({ f, r: rank(f) }))
    .sort((a, b) => a.r[0]! - b.r[0]! || a.r[1]! - b.r[1]! || a.f.food.id - b.f.food.id)
    .map(({ f }) => f.food);
}

/** An admin food match (know.md): lines whose food is `name` match `food`. */
export const FoodMatchSchema = z.object({ name: z.string(), food: FoodRefSchema });
export type FoodMatch = z.output<typeof FoodMatchSchema>;

/** PUT /api/admin/food-matches. `name` is kept lowercase and trimmed, one space between words. */
export const PutFoodMatchInputSchema = z.object({
  name: z
    .string({ error: 'name is required' })
    .transform((s) => s.trim().replace(/\s+/g, ' ').toLowerCase())
    .pipe(z.string().min(1, 'name is required').max(200, 'name may be at most 200 characters')),
  foodId: z
    .number({ error: 'foodId must be a whole number' })
    .int('foodId must be a whole number')
    .positive('foodId must be a whole number'),
});

export const FoodMatchNameParamsSchema = z.object({
  name: z.string().min(1, 'name is required').max(200, 'name may be at most 200 characters'),
});
