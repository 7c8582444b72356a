import { Decimal } from 'decimal.js';
import type { MissingReason } from '#domain/cost.ts';
import type { Food } from '#domain/food.ts';
import { gramsOf, type LineForFood, type NotCountedReason } from '#domain/food-match.ts';
import { metricPerUsBase, unitRow } from '#domain/quantity/units.ts';

/**
 * Cost of a line from a household's price (docs/api/know.md, "Cost"), exact: every amount is a decimal.js
 * Decimal, never a float, and money is rounded half-up to the cent once, at the end. Pure; it lives here
 * and not in src/domain only because the domain's lint allows no package but zod and date-fns.
 */

/** Enough digits that a division (÷ 3 servings) is exact to far below a cent. */
const Exact = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Exact = Decimal;

/** What the computation reads of a price: decimals as text, exactly as the database keeps them. */
export interface PackPrice {
  amount: string;
  packSize: string;
  packUnit: string;
}

const exact = (n: number | string) => new Exact(n);

/**
 * The line's amount, exact: a range counts as its middle (as `amountOf` does for grams). A 'to taste'
 * measurement has none, whatever number it carries, as on the shopping list (list-items.ts).
 */
export function exactAmount(line: LineForFood): Exact | null {
  if (line.qty === null || !Number.isFinite(line.qty) || line.unit === 'to taste') return null;
  const max = line.qtyMax ?? null;
  return max !== null && Number.isFinite(max) && max > line.qty ? exact(line.qty).plus(max).div(2) : exact(line.qty);
}

/** Units the unit table does not size: a milligram, a dessertspoon (2 teaspoons). */
const OTHER_SIZES: Readonly<Record<string, { family: 'mass' | 'volume'; grams?: string; ml?: string }>> = {
  milligram: { family: 'mass', grams: '0.001' },
  dessertspoon: { family: 'volume', ml: exact(metricPerUsBase.volume).times(2).toString() },
};

/** One unit in its family's metric base (grams or milliliters), exact, or undefined when it does not convert. */
function baseSize(unit: string): { family: 'mass' | 'volume'; size: Exact } | undefined {
  const row = unitRow(unit);
  if ((row?.family === 'mass' || row?.family === 'volume') && row.size !== undefined) {
    const size = exact(row.size);
    return { family: row.family, size: row.system === 'us' ? size.times(metricPerUsBase[row.family]) : size };
  }
  const other = OTHER_SIZES[unit];
  return other && { family: other.family, size: exact(other.grams ?? other.ml ?? 0) };
}

const isCount = (unit: string | null) => unit === null || unit === 'piece';

/**
 * How many packs a line takes, exact where units allow: mass↔mass and volume↔volume by the unit table,
 * a count ↔ `piece` directly; any other pair through grams, as nutrition weighs (the line's `grams` from
 * `weighLine`, the pack's from the same food's measures). Null when there is no way (no-weight).
 */
function packsOf(line: LineForFood, grams: number | null, food: Food, price: PackPrice): Exact | null {
  const amount = exactAmount(line);
  if (amount === null) return null;
  const packSize = exact(price.packSize);
  const from = line.unit === null ? undefined : baseSize(line.unit);
  const to = baseSize(price.packUnit);
  if (from && to && from.family === to.family) return amount.times(from.size).div(packSize.times(to.size));
  if (isCount(line.unit) && price.packUnit === 'piece') return amount.div(packSize);
  const pack = gramsOf(
    { ...line, qty: Number(price.packSize), qtyMax: null, unit: price.packUnit === 'piece' ? null : price.packUnit },
    food,
  );
  if (grams === null || pack.grams === null || pack.grams <= 0) return null;
  return exact(grams).div(exact(pack.grams));
}

/** A line's exact cost, or why it has none. */
export type LineCost = { cost: Exact; reason: null } | { cost: null; reason: MissingReason };

/**
 * The exact cost of a weighed line (`food` and `grams` from `weighLine`) with its food's price, if any.
 * A line with no amount, no food, no price or no conversion has no cost, never 0.
 */
export function costOfLine(
  line: LineForFood,
  weighed: { food: Food | null; grams: number | null },
  price: PackPrice | undefined,
): LineCost {
  if (exactAmount(line) === null) return { cost: null, reason: 'no-amount' };
  if (!weighed.food) return { cost: null, reason: 'no-food' };
  if (!price) return { cost: null, reason: 'no-price' };
  const packs = packsOf(line, weighed.grams, weighed.food, price);
  if (packs === null) return { cost: null, reason: 'no-weight' };
  return { cost: packs.times(price.amount), reason: null };
}

/** Sum of exact costs, scaled by an exact factor (servings ÷ the recipe's). */
export function sumCosts(costs: readonly (Exact | null)[], factor: Exact = exact(1)): Exact {
  return costs.reduce<Exact>((sum, c) => (c ? sum.plus(c) : sum), exact(0)).times(factor);
}

/** The factor `wanted ÷ own`, exact. */
export const servingsFactor = (wanted: number, own: number): Exact => exact(wanted).div(own);

/** Money for an answer: half-up to the cent, as a JSON number. */
export const toMoney = (value: Exact): number => value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();

/** Exact ÷ a whole number of servings, as money. */
export const perServingMoney = (total: Exact, servings: number): number => toMoney(total.div(servings));

/** A reason that leaves a cost incomplete: all but `no-amount` ("salt, to taste"). */
export const makesIncomplete = (reason: NotCountedReason | MissingReason): boolean => reason !== 'no-amount';
