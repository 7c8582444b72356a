import { z } from 'zod';
import { foodRef, FoodRefSchema, NUTRIENT_KEYS, NutrientsSchema, type FoodTable, type Nutrients } from './food.ts';
import { nutrientsOf, weighLine, type FoodMatches, type LineForFood, type NotCountedReason } from './food-match.ts';
import { IngredientsQuerySchema } from './sub-recipe-api.ts';

/**
 * Nutrition per serving (docs/api/know.md, "Nutrition"): the shapes of the answer and the override, and the
 * pure work from a recipe's expanded lines to its nutrients. Sums are exact; only the answer is rounded.
 */

/** GET /api/recipes/{id}/nutrition: `servings` 1–1000, default the recipe's. */
export const NutritionQuerySchema = IngredientsQuerySchema;

const RANGE = 'must be a number from 0 to 100000';
const nutrient = (key: string) =>
  z
    .number({ error: `perServing.${key} ${RANGE}` })
    .min(0, `perServing.${key} ${RANGE}`)
    .max(100_000, `perServing.${key} ${RANGE}`);

/** PUT /api/recipes/{id}/nutrition: all eight nutrients of one serving, each 0–100000. */
export const PutNutritionInputSchema = z.object({
  perServing: z.object(
    Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, nutrient(k)])) as Record<keyof Nutrients, z.ZodNumber>,
    { error: 'perServing must hold kcal, protein, fat, saturatedFat, carbohydrate, sugars, fiber and sodium' },
  ),
});

const FromSchema = z.array(z.object({ id: z.number().int(), name: z.string() }));
const ReasonSchema = z.enum(['no-food', 'no-amount', 'no-weight']);

export const NutritionSchema = z.object({
  recipeId: z.number().int(),
  servings: z.number().int(),
  perServing: NutrientsSchema,
  total: NutrientsSchema,
  overridden: z.boolean(),
  source: z.string(),
  lineCount: z.number().int(),
  counted: z.number().int(),
  lines: z.array(
    z.object({
      text: z.string(),
      from: FromSchema,
      food: FoodRefSchema.nullable(),
      grams: z.number().nullable(),
      counted: z.boolean(),
      reason: ReasonSchema.nullable(),
    }),
  ),
  notCounted: z.array(z.object({ text: z.string(), from: FromSchema, reason: ReasonSchema })),
});
export type Nutrition = z.output<typeof NutritionSchema>;

/** An expanded line (sub-recipe-expansion.ts) with the comment it was saved with, for weighing. */
export interface NutritionLineInput extends LineForFood {
  text: string;
  from: { id: number; name: string }[];
  /** A line including a recipe that could not be expanded (its batch weight became unknown): not weighed. */
  isRecipe?: boolean;
}

/** A recipe's nutrition before rounding, at one batch: what the cache keeps. */
export interface ComputedNutrition {
  /** The recipe's own servings (a batch). */
  servings: number;
  perServing: Nutrients;
  lines: {
    text: string;
    from: { id: number; name: string }[];
    food: z.output<typeof FoodRefSchema> | null;
    /** The grams counted in one batch, exact; null when not counted. */
    grams: number | null;
    reason: NotCountedReason | null;
  }[];
}

const zero = (): Nutrients => Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 0])) as Nutrients;

/**
 * The nutrients of one serving of a recipe from its expanded lines at one batch (its own `servings`): each
 * line matched and weighed (`weighLine`), its nutrients summed exactly, the sum divided by the servings.
 */
export function computeNutrition(
  table: FoodTable,
  lines: readonly NutritionLineInput[],
  servings: number,
  matches?: FoodMatches,
): ComputedNutrition {
  const sum = zero();
  const out: ComputedNutrition['lines'] = [];
  for (const line of lines) {
    if (line.isRecipe) {
      out.push({ text: line.text, from: line.from, food: null, grams: null, reason: 'no-weight' });
      continue;
    }
    const w = weighLine(table, line, matches);
    if (w.food && w.grams !== null) {
      const { nutrients } = nutrientsOf(w.food, w.grams);
      for (const k of NUTRIENT_KEYS) sum[k] += nutrients[k];
    }
    out.push({
      text: line.text,
      from: line.from,
      food: w.food && foodRef(w.food),
      grams: w.food ? w.grams : null,
      reason: w.food && w.grams !== null ? null : (w.reason ?? 'no-food'),
    });
  }
  const perServing = zero();
  for (const k of NUTRIENT_KEYS) perServing[k] = sum[k] / servings;
  return { servings, perServing, lines: out };
}

/** kcal and sodium (mg) whole, the rest to one decimal (know.md, "Shapes"). */
export function roundNutrients(n: Nutrients): Nutrients {
  const out = zero();
  for (const k of NUTRIENT_KEYS)
    out[k] = k === 'kcal' || k === 'sodium' ? Math.round(n[k]) : Math.round(n[k] * 10) / 10;
  return out;
}

/**
 * The answer at `servings`: `perServing` the override when there is one, else the computed one; `total` =
 * exact perServing × servings, rounded; each line's grams scaled to `servings`, to one decimal.
 */
export function nutritionAnswer(
  recipeId: number,
  source: string,
  computed: ComputedNutrition,
  servings: number,
  override: Nutrients | null,
): Nutrition {
  const perServing = override ?? computed.perServing;
  const total = zero();
  for (const k of NUTRIENT_KEYS) total[k] = perServing[k] * servings;
  const scale = servings / computed.servings;
  const lines = computed.lines.map((l) => ({
    text: l.text,
    from: l.from,
    food: l.food,
    grams: l.grams === null ? null : Math.round(l.grams * scale * 10) / 10,
    counted: l.reason === null,
    reason: l.reason,
  }));
  return {
    recipeId,
    servings,
    perServing: roundNutrients(perServing),
    total: roundNutrients(total),
    overridden: override !== null,
    source,
    lineCount: lines.length,
    counted: lines.filter((l) => l.counted).length,
    lines,
    notCounted: lines.flatMap((l) => (l.reason === null ? [] : [{ text: l.text, from: l.from, reason: l.reason }])),
  };
}
