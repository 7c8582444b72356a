import { recipeLine } from './list-items.ts';
import type { NeedLine, StockItem } from './pantry-cover.ts';
import { familyOf, inMetricBase, roundQty, sumAmounts, sumKey, type Amount } from './quantity/amount.ts';
import { expandBatches, type RecipeGraph } from './sub-recipe-expansion.ts';

/**
 * A recipe's needs and a pantry's totals per food and family in a comparable base quantity (grams,
 * millilitres, a count), exact to 3 decimals: what the "what can I make" filter compares in SQL
 * (docs/decisions/what-can-i-make.md). The per-recipe view uses coverNeeds (pantry-cover.ts) instead.
 */

/** A food the recipe gives no amount of ("salt, to taste"): covered by any pantry item of the food. */
export const ANY_FAMILY = 'any';
/** A pantry row that covers every need of its food (a staple). */
export const STAPLE_FAMILY = '*';

/** A recipe's lines at `factor` batches, sub-recipes expanded, read as the shopping list reads them. */
export function needLinesOf(graph: RecipeGraph, recipeId: number, factor = 1): NeedLine[] {
  return expandBatches(graph, recipeId, factor).map((line) => {
    const read = recipeLine(recipeId, { ...line, measurement: line.unit ?? '' });
    return { foodKey: read.foodKey, name: read.name, amount: read.source.amount ?? { qty: null, unit: null } };
  });
}

/** A need or a pantry total in a family's metric base (grams, millilitres) or as a count, to 3 decimals. */
export interface FamilyAmount {
  foodKey: string;
  family: string;
  /** null only for ANY_FAMILY needs. */
  base: number | null;
}

const familyKey = (amount: Amount) => (familyOf(amount.unit) ? sumKey(amount) : `unit:${amount.unit ?? ''}`);

/** One row per food and family of a recipe's needs; a food with no amount at all is one ANY_FAMILY row. */
export function needRows(lines: readonly NeedLine[]): (FamilyAmount & { families: number })[] {
  const byFood = new Map<string, Amount[]>();
  for (const line of lines) byFood.set(line.foodKey, [...(byFood.get(line.foodKey) ?? []), line.amount]);
  const rows: (FamilyAmount & { families: number })[] = [];
  for (const [foodKey, amounts] of byFood) {
    const sums = sumAmounts(amounts).filter((a) => a.qty !== null);
    if (sums.length === 0) rows.push({ foodKey, family: ANY_FAMILY, base: null, families: 1 });
    for (const sum of sums)
      rows.push({ foodKey, family: familyKey(sum), base: roundQty(inMetricBase(sum)), families: sums.length });
  }
  return rows;
}

/**
 * A pantry's totals as the needs compare with them: per food and family the sum in the metric base
 * (items at 0 left out), an ANY_FAMILY row for a food with any amount held, a STAPLE_FAMILY row for a staple.
 */
export function pantryRows(stock: readonly StockItem[]): FamilyAmount[] {
  const totals = new Map<string, FamilyAmount>();
  const add = (foodKey: string, family: string, base: number) => {
    const key = JSON.stringify([foodKey, family]);
    const row = totals.get(key) ?? { foodKey, family, base: 0 };
    row.base = roundQty(row.base! + base);
    totals.set(key, row);
  };
  for (const item of stock) {
    if (item.staple) add(item.foodKey, STAPLE_FAMILY, 1);
    else if (item.amount.qty !== null && item.amount.qty > 0) {
      add(item.foodKey, familyKey(item.amount), inMetricBase(item.amount));
      add(item.foodKey, ANY_FAMILY, 1);
    }
  }
  return [...totals.values()];
}
