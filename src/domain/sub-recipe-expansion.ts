import { roundQty } from './quantity/amount.ts';
import { formatQuantity } from './quantity/format.ts';
import { canonicalUnit, knownUnit, metricPerUsBase, unitRow } from './quantity/units.ts';

/**
 * Sub-recipes (docs/api/know.md, "Sub-recipes"): a recipe line may include another recipe, by batch, by
 * its servings or by weight of its batch. One walk expands a recipe into the lines that are not recipes,
 * each scaled once by the product of the factors down its chain.
 */

/** A line of a recipe in the graph: a food, or (with `subRecipeId`) another recipe. */
export interface GraphLine {
  text: string;
  qty: number | null;
  qtyMax: number | null;
  /** For a food as written; for a sub-recipe 'batch', 'serving' or a canonical mass unit. */
  measurement: string;
  name: string;
  subRecipeId: number | null;
}

export interface GraphRecipe {
  id: number;
  name: string;
  /** Null only on an inactive imported recipe: counted as 1. */
  servings: number | null;
  lines: readonly GraphLine[];
}

/** Every recipe a walk may reach, by id. */
export type RecipeGraph = ReadonlyMap<number, GraphRecipe>;

/** A line that is not a recipe, after expansion; `from` is its chain of sub-recipes, outermost first. */
export interface ExpandedLine {
  text: string;
  qty: number | null;
  qtyMax: number | null;
  unit: string | null;
  name: string;
  from: { id: number; name: string }[];
}

/** A recipe may have recipes at most this many levels below it (A → B → C → D → E → F). */
export const MAX_SUB_RECIPE_DEPTH = 5;

const COUNT_WORDS = new Set(['', 'whole', 'each', 'count']);

/**
 * The measurement of a sub-recipe line as stored: 'batch', 'serving', or the canonical mass unit of any
 * spelling the parser knows ('g' → 'gram'); undefined for anything else.
 */
export function subRecipeMeasurement(text: string): string | undefined {
  const key = text.trim().toLowerCase();
  if (key === 'batch' || key === 'batches') return 'batch';
  if (key === 'serving' || key === 'servings') return 'serving';
  const unit = knownUnit(key);
  return unit !== undefined && gramsOf(1, unit) !== undefined ? unit : undefined;
}

/** Grams of an amount in a mass unit, or undefined for any other unit. */
export function gramsOf(qty: number, unit: string | null): number | undefined {
  if (unit === 'milligram') return qty / 1000;
  const row = unitRow(unit);
  if (row?.family !== 'mass' || row.size === undefined) return undefined;
  return qty * row.size * (row.system === 'us' ? metricPerUsBase.mass : 1);
}

const SHORT_MASS: Record<string, string> = { gram: 'g', kilogram: 'kg', ounce: 'oz', pound: 'lb', milligram: 'mg' };

/** The text a sub-recipe line gets when none is written: "1 batch Pizza dough", "2 servings Pesto", "250 g Pesto". */
export function subRecipeLineText(qty: number, measurement: string, recipeName: string): string {
  const amount = formatQuantity(qty);
  const one = qty === 1;
  const unit =
    measurement === 'batch'
      ? one
        ? 'batch'
        : 'batches'
      : measurement === 'serving'
        ? one
          ? 'serving'
          : 'servings'
        : (SHORT_MASS[measurement] ?? measurement);
  return `${amount} ${unit} ${recipeName}`;
}

/** The unit of a food line as the answer gives it: canonical as written, null for a plain count. */
function unitOf(measurement: string): string | null {
  const key = measurement.trim().toLowerCase();
  return COUNT_WORDS.has(key) ? null : canonicalUnit(key);
}

function requireRecipe(graph: RecipeGraph, id: number): GraphRecipe {
  const recipe = graph.get(id);
  if (!recipe) throw new Error(`Recipe ${id} is not in the graph`);
  return recipe;
}

/**
 * How many batches of the sub-recipe a line of this measurement takes: qty for 'batch', qty ÷ its servings
 * for 'serving', the weight ÷ its batch weight for a mass; null when that weight is not known.
 */
export function batchesOf(graph: RecipeGraph, line: GraphLine, sub: GraphRecipe): number | null {
  const qty = line.qty ?? 1;
  if (line.measurement === 'batch') return qty;
  if (line.measurement === 'serving') return qty / (sub.servings ?? 1);
  const grams = gramsOf(qty, line.measurement);
  const weight = batchWeight(graph, sub.id);
  return grams === undefined || weight === null || weight <= 0 ? null : grams / weight;
}

/**
 * The walk, unrounded: the lines of a recipe at `factor` batches. A sub-recipe line whose amount cannot be
 * turned into batches (its weight became unknown after the save) stands as a line of its own.
 */
function walk(
  graph: RecipeGraph,
  recipe: GraphRecipe,
  factor: number,
  from: { id: number; name: string }[],
  out: ExpandedLine[],
  above: readonly number[] = [],
): void {
  if (above.length > MAX_SUB_RECIPE_DEPTH || above.includes(recipe.id))
    throw new Error(`Recipe ${recipe.id} includes itself or is nested too deep`);
  const chain = [...above, recipe.id];
  for (const line of recipe.lines) {
    const sub = line.subRecipeId === null ? undefined : requireRecipe(graph, line.subRecipeId);
    const batches = sub ? batchesOf(graph, line, sub) : null;
    if (sub && batches !== null) {
      walk(graph, sub, factor * batches, [...from, { id: sub.id, name: sub.name }], out, chain);
      continue;
    }
    out.push({
      text: line.text,
      qty: line.qty === null ? null : line.qty * factor,
      qtyMax: line.qtyMax === null ? null : line.qtyMax * factor,
      unit: sub ? line.measurement : unitOf(line.measurement),
      name: line.name,
      from,
    });
  }
}

/** The expanded lines of a recipe at `factor` batches, unrounded (what sums and weights use). */
export function expandBatches(graph: RecipeGraph, recipeId: number, factor = 1): ExpandedLine[] {
  const out: ExpandedLine[] = [];
  const recipe = requireRecipe(graph, recipeId);
  walk(graph, recipe, factor, [], out);
  return out;
}

/**
 * The weight of one batch in grams: the sum of its expanded lines. A line without an amount ("salt, to
 * taste") weighs nothing; any other line not in a mass unit makes the weight unknown (null).
 */
export function batchWeight(graph: RecipeGraph, recipeId: number): number | null {
  // Kept per graph: each level by weight would otherwise weigh everything below it again (2^levels walks).
  let weights = weightMemo.get(graph);
  if (!weights) weightMemo.set(graph, (weights = new Map()));
  if (weights.has(recipeId)) return weights.get(recipeId)!;
  let total: number | null = 0;
  for (const line of expandBatches(graph, recipeId)) {
    if (line.qty === null) continue;
    const grams = gramsOf(line.qty, line.unit);
    if (grams === undefined) {
      total = null;
      break;
    }
    total += grams;
  }
  weights.set(recipeId, total);
  return total;
}

/** Batch weights by graph; a graph is read whole for one answer and not changed after. */
const weightMemo = new WeakMap<RecipeGraph, Map<number, number | null>>();

/**
 * GET /api/recipes/{id}/ingredients: the recipe's lines at `servings` (default its own), each scaled by
 * servings ÷ its servings and the factors of its chain, rounded once to 3 decimals.
 */
export function expandRecipe(
  graph: RecipeGraph,
  recipeId: number,
  servings?: number,
): { servings: number; lines: ExpandedLine[] } {
  const own = requireRecipe(graph, recipeId).servings ?? 1;
  const wanted = servings ?? own;
  const lines = expandBatches(graph, recipeId, wanted / own).map((line) => ({
    ...line,
    qty: line.qty === null ? null : roundQty(line.qty),
    qtyMax: line.qtyMax === null ? null : roundQty(line.qtyMax),
  }));
  return { servings: wanted, lines };
}
