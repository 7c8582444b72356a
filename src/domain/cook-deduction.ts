import type { NeedLine } from './pantry-cover.ts';
import { shortOf } from './pantry-cover.ts';
import {
  familyOf,
  inMetricBase,
  normalizeAmount,
  roundQty,
  sumAmounts,
  sumKey,
  type Amount,
} from './quantity/amount.ts';

/**
 * What "Cooked it" takes from the pantry (docs/api/kitchen-loop.md, "Cooked it"): each food's need,
 * lines added up per family or count unit, taken from the items of that food that hold the same family,
 * soonest best-before first (none last), never below zero. A staple food and a line without an amount
 * take nothing and are never short. Pure; the pantry writes the result.
 */

/** A pantry item as the deduction sees it. */
export interface DeductionItem {
  id: number;
  name: string;
  foodKey: string;
  amount: Amount;
  bestBefore: string | null;
  staple: boolean;
}

export interface Take {
  item: DeductionItem;
  /** What is taken, in the item's unit. */
  taken: Amount;
  /** What the item holds afterwards, on its ladder. */
  left: Amount;
}

export interface Deduction {
  takes: Take[];
  short: { name: string; qty: number; unit: string | null }[];
}

const soonestFirst = (a: DeductionItem, b: DeductionItem) =>
  a.bestBefore === b.bestBefore
    ? a.id - b.id
    : a.bestBefore === null
      ? 1
      : b.bestBefore === null
        ? -1
        : a.bestBefore < b.bestBefore
          ? -1
          : 1;

/** The metric-base unit an amount of this family is measured in (grams, milliliters, or its count unit). */
function baseUnit(amount: Amount): string | null {
  const family = familyOf(amount.unit);
  return family === 'mass' ? 'gram' : family === 'volume' ? 'milliliter' : amount.unit;
}

/** A share (0–1) of an item's amount on its ladder, rounded only once there (0.473176 l is 473.176 ml). */
const shareOf = (amount: Amount, share: number): Amount =>
  normalizeAmount({ qty: (amount.qty ?? 0) * share, unit: amount.unit });

/** Plans the deduction of `needs` (already scaled to the servings cooked) from `items`. */
export function planDeduction(needs: readonly NeedLine[], items: readonly DeductionItem[]): Deduction {
  const foods = new Map<string, { name: string; amounts: Amount[] }>();
  for (const line of needs) {
    const food = foods.get(line.foodKey) ?? { name: line.name, amounts: [] };
    food.amounts.push(line.amount);
    foods.set(line.foodKey, food);
  }
  const takes: Take[] = [];
  const short: Deduction['short'] = [];
  for (const [key, food] of foods) {
    const ofFood = items.filter((item) => item.foodKey === key);
    if (ofFood.some((item) => item.staple)) continue;
    for (const need of sumAmounts(food.amounts)) {
      if (need.qty === null) continue;
      let wanted = roundQty(inMetricBase(need));
      let taken = 0;
      const sources = ofFood
        .filter((item) => item.amount.qty !== null && item.amount.qty > 0 && sumKey(item.amount) === sumKey(need))
        .sort(soonestFirst);
      for (const item of sources) {
        if (wanted <= 0) break;
        const have = roundQty(inMetricBase(item.amount));
        const take = Math.min(have, wanted);
        if (take <= 0) continue;
        wanted = roundQty(wanted - take);
        taken = roundQty(taken + take);
        const left = take >= have ? { qty: 0, unit: item.amount.unit } : shareOf(item.amount, 1 - take / have);
        takes.push({ item, taken: shareOf(item.amount, take / have), left });
      }
      const lacking = shortOf(need, { qty: taken, unit: baseUnit(need) });
      if (lacking && lacking.qty !== null) short.push({ name: food.name, qty: lacking.qty, unit: lacking.unit });
    }
  }
  return { takes, short };
}
