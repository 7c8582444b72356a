import { metricPerUsBase, UNITS, type System } from './units.ts';

/**
 * Amounts in kitchen units: which add up, the ladders they are shown on, scaling and sums (API.md,
 * "Shopping list, item by item"). Units are canonical (units.ts); mass and volume units with a size
 * convert, every other unit adds up only with itself.
 */

export interface Amount {
  qty: number | null;
  unit: string | null;
}

type ConvertingFamily = keyof typeof metricPerUsBase;

interface Facts {
  family: ConvertingFamily;
  system: System;
  size: number;
}

const TO_TASTE = 'to-taste';

/** Quantities are exact to 3 decimal places. */
export function roundQty(qty: number): number {
  return Math.round(qty * 1000) / 1000;
}

const FACTS = new Map<string, Facts>();
for (const row of UNITS) {
  if ((row.family === 'mass' || row.family === 'volume') && row.system !== undefined && row.size !== undefined)
    FACTS.set(row.unit, { family: row.family, system: row.system, size: row.size });
}

/** The size of a unit that converts, or undefined for a count unit, an unknown word or none. */
function factsOf(unit: string | null): Facts | undefined {
  return unit === null ? undefined : FACTS.get(unit);
}

/** The units each family's amounts are shown in per system, smallest first. */
const LADDERS = new Map<string, string[]>();
for (const row of UNITS) {
  if (!row.ladder) continue;
  const key = `${row.family}:${row.system}`;
  LADDERS.set(
    key,
    [...(LADDERS.get(key) ?? []), row.unit].sort((a, b) => factsOf(a)!.size - factsOf(b)!.size),
  );
}

/** The family of a unit that converts ('cup' → volume), or undefined for a count unit or none. */
export function familyOf(unit: string | null): ConvertingFamily | undefined {
  return factsOf(unit)?.family;
}

/** A key under which amounts add up: the family for mass and volume, else the unit itself. */
export function sumKey(amount: Amount): string {
  if (amount.qty === null) return TO_TASTE;
  return familyOf(amount.unit) ?? `unit:${amount.unit ?? ''}`;
}

function inBase(qty: number, facts: Facts, system: System): number {
  const base = qty * facts.size;
  if (facts.system === system) return base;
  const factor = metricPerUsBase[facts.family];
  return facts.system === 'us' ? base * factor : base / factor;
}

/** A base quantity of a system in the largest unit of its ladder that keeps it at 1 or more, unrounded. */
function exactOnLadder(base: number, family: ConvertingFamily, system: System): Amount {
  const ladder = LADDERS.get(`${family}:${system}`)!;
  let unit = ladder[0]!;
  for (const step of ladder) if (base / factsOf(step)!.size >= 1 - 1e-9) unit = step;
  return { qty: base / factsOf(unit)!.size, unit };
}

/** A base quantity of a system, shown in the largest unit of its ladder that keeps it at 1 or more. */
function onLadder(base: number, family: ConvertingFamily, system: System): Amount {
  const { qty, unit } = exactOnLadder(base, family, system);
  return { qty: roundQty(qty!), unit };
}

/** An amount on its system's ladder: 3 teaspoons → 1 tablespoon, 2 pints → 4 cups; other units as they are. */
export function normalizeAmount(amount: Amount): Amount {
  const facts = factsOf(amount.unit);
  if (amount.qty === null || !facts)
    return { qty: amount.qty === null ? null : roundQty(amount.qty), unit: amount.unit };
  return onLadder(inBase(amount.qty, facts, facts.system), facts.family, facts.system);
}

/** An amount multiplied by a factor (servings), then normalised. A 'to taste' amount stays as it is. */
export function scaleAmount(amount: Amount, factor: number): Amount {
  if (amount.qty === null) return amount;
  return normalizeAmount({ qty: amount.qty * factor, unit: amount.unit });
}

/**
 * Amounts added up: one per family or count unit, in the order first seen; a sum mixing systems is in
 * the system of its first amount. At most one 'to taste' amount, kept only when nothing else is.
 */
export function sumAmounts(amounts: readonly Amount[]): Amount[] {
  const groups = new Map<string, { first: Amount; base: number; qty: number }>();
  for (const amount of amounts) {
    const key = sumKey(amount);
    if (!groups.has(key)) groups.set(key, { first: amount, base: 0, qty: 0 });
    const group = groups.get(key)!;
    if (amount.qty === null) continue;
    const facts = factsOf(amount.unit);
    if (facts) group.base += inBase(amount.qty, facts, factsOf(group.first.unit)!.system);
    else group.qty += amount.qty;
  }
  const sums: Amount[] = [];
  for (const [key, group] of groups) {
    if (key === TO_TASTE) continue;
    const facts = factsOf(group.first.unit);
    sums.push(
      facts ? onLadder(group.base, facts.family, facts.system) : { qty: roundQty(group.qty), unit: group.first.unit },
    );
  }
  if (sums.length === 0 && groups.has(TO_TASTE)) sums.push({ qty: null, unit: groups.get(TO_TASTE)!.first.unit });
  return sums;
}

/**
 * A scaled amount stepped up only where natural, for a recipe page: 16 tablespoons → 1 cup, but ¾ cup
 * stays ¾ cup (it never steps down into a smaller unit).
 */
export function stepUpAmount(amount: Amount): Amount {
  const facts = factsOf(amount.unit);
  if (amount.qty === null || !facts) return amount;
  const normal = normalizeAmount(amount);
  return factsOf(normal.unit)!.size >= facts.size ? normal : { qty: roundQty(amount.qty), unit: amount.unit };
}

/** An amount in its family's metric base (milliliters, grams), or its quantity for a count unit. */
export function inMetricBase(amount: Amount): number {
  const facts = factsOf(amount.unit);
  if (amount.qty === null) return 0;
  return facts ? inBase(amount.qty, facts, 'metric') : amount.qty;
}

/**
 * Whether `after` asks for more than `before` (API.md, "Ticks"): a family or count unit that grew or is
 * new. A 'to taste' amount never counts as more.
 */
export function isMoreThan(after: readonly Amount[], before: readonly Amount[]): boolean {
  const previous = new Map(before.filter((a) => a.qty !== null).map((a) => [sumKey(a), a]));
  return after.some((amount) => {
    if (amount.qty === null) return false;
    const old = previous.get(sumKey(amount));
    return old === undefined || inMetricBase(amount) > inMetricBase(old) + 1e-6;
  });
}

/**
 * An amount on a system's ladder, converted when its unit is of the other system, not rounded (display
 * rounds as it writes): 500 grams → 1.1023… pounds in 'us', 1 cup → 236.588… milliliters in 'metric'.
 * Count units, unknown words and units without a size (dessertspoon, milligram) stay as they are.
 */
export function inSystem(amount: Amount, system: System): Amount {
  const facts = factsOf(amount.unit);
  if (amount.qty === null || !facts) return amount;
  return exactOnLadder(inBase(amount.qty, facts, system), facts.family, system);
}

/** An amount on the US ladder (a retailer that knows only US units): 500 grams → 17.637 ounces → 1.102 pounds. */
export function inUsUnits(amount: Amount): Amount {
  const facts = factsOf(amount.unit);
  if (amount.qty === null || !facts) return amount;
  return onLadder(inBase(amount.qty, facts, 'us'), facts.family, 'us');
}

/** The system of a unit that converts ('cup' → us, 'gram' → metric), or undefined for any other unit. */
export function systemOf(unit: string | null): System | undefined {
  return factsOf(unit)?.system;
}
