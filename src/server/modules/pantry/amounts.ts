import { normalizeAmount, sumAmounts, sumKey, type Amount } from '#domain/quantity/amount.ts';
import type { PantryRow } from './repository.ts';

/**
 * A pantry item's amount through the list's quantity code (domain/quantity): stored on its system's
 * ladder, merged only within a family or count unit, exact to 3 decimals.
 */

/** The stored amount of a row: the exact decimal text read as a number. */
export const rowAmount = (row: Pick<PantryRow, 'qty' | 'unit'>): Amount => ({
  qty: row.qty === null ? null : Number(row.qty),
  unit: row.unit,
});

/** An amount on its ladder (1500 g → 1.5 kg); no quantity has no unit. */
export function storedAmount(amount: Amount): { qty: string | null; unit: string | null } {
  if (amount.qty === null) return { qty: null, unit: null };
  const normal = normalizeAmount(amount);
  return { qty: String(normal.qty), unit: normal.unit };
}

/** The item among `rows` whose amount adds up with `amount` (same family, or same count unit). */
export const mergeTarget = (rows: readonly PantryRow[], amount: Amount) =>
  rows.find((row) => sumKey(rowAmount(row)) === sumKey(amount));

/** Two amounts of one family added up, on the ladder of the first one's system. */
export const addAmounts = (have: Amount, more: Amount): Amount => sumAmounts([have, more])[0] ?? have;
