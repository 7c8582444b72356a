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
 * What a recipe needs against what the pantry holds (docs/api/kitchen-loop.md, "Amounts and foods" and
 * "What can I make"): lines of one food add up; amounts compare within a family (US and metric convert,
 * mass never to volume) or the same count unit, exact to 3 decimals; need ≤ have is covered; a line
 * with no amount is covered by any pantry item of its food; a staple is always covered. Pure; used by
 * the per-recipe view, the recipe filters, shortfall-only lists and the deduction of "Cooked it".
 */

/** One line of a recipe, already scaled to the servings asked for; `qty` null for "to taste". */
export interface NeedLine {
  foodKey: string;
  name: string;
  amount: Amount;
}

/** One pantry item; `qty` null only for a staple, 0 for "ran out". */
export interface StockItem {
  foodKey: string;
  amount: Amount;
  staple: boolean;
}

export interface CoverLine {
  foodKey: string;
  name: string;
  /** One amount per family or count unit; empty when the recipe gives no amount. */
  need: Amount[];
  /** The pantry's total in the families of `need` (all of it when the recipe gives no amount). */
  have: Amount[];
  /**
   * null when covered, else what is still needed, one amount per family or count unit short; empty
   * for a line without an amount whose food the pantry lacks.
   */
  short: Amount[] | null;
  staple: boolean;
}

export interface Cover {
  /** The number of foods not covered. */
  missing: number;
  lines: CoverLine[];
}

/** An amount compared in its family's metric base (or as the count it is), to 3 decimals. */
const measure = (amount: Amount) => roundQty(inMetricBase(amount));

/** What is left of `need` once `have` (same family or count unit) is taken from it; never below zero. */
export function shortOf(need: Amount, have: Amount | undefined): Amount | null {
  if (need.qty === null) return null;
  if (have === undefined || have.qty === null) return normalizeAmount(need);
  const left = measure(need) - measure(have);
  if (left <= 0) return null;
  const short = normalizeAmount({ qty: need.qty * (left / measure(need)), unit: need.unit });
  if (short.qty !== 0) return short;
  // Less than the need's ladder shows (0.001 ml short of a cup): said in the metric base instead.
  const family = familyOf(need.unit);
  return { qty: roundQty(left), unit: family === 'mass' ? 'gram' : family === 'volume' ? 'milliliter' : need.unit };
}

/** Each food of `needs` against `stock`, in the order the foods first appear. */
export function coverNeeds(needs: readonly NeedLine[], stock: readonly StockItem[]): Cover {
  const foods = new Map<string, { name: string; amounts: Amount[] }>();
  for (const line of needs) {
    const food = foods.get(line.foodKey) ?? { name: line.name, amounts: [] };
    food.amounts.push(line.amount);
    foods.set(line.foodKey, food);
  }
  const lines: CoverLine[] = [];
  for (const [foodKey, food] of foods) {
    const items = stock.filter((item) => item.foodKey === foodKey);
    const staple = items.some((item) => item.staple);
    const need = sumAmounts(food.amounts).filter((amount) => amount.qty !== null);
    const held = sumAmounts(items.filter((item) => !item.staple).map((item) => item.amount)).filter(
      (amount) => amount.qty !== null && amount.qty > 0,
    );
    const needKeys = new Set(need.map(sumKey));
    const have = need.length === 0 ? held : held.filter((amount) => needKeys.has(sumKey(amount)));
    let short: Amount[] | null = null;
    if (!staple) {
      if (need.length === 0) short = held.length > 0 ? null : [];
      else {
        const lacking = need
          .map((amount) =>
            shortOf(
              amount,
              have.find((h) => sumKey(h) === sumKey(amount)),
            ),
          )
          .filter((amount): amount is Amount => amount !== null);
        short = lacking.length > 0 ? lacking : null;
      }
    }
    lines.push({ foodKey, name: food.name, need, have, short, staple });
  }
  return { missing: lines.filter((line) => line.short !== null).length, lines };
}
