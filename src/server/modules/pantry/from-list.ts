import { DEFAULT_LOCATION, PantryLimits } from '#domain/pantry.ts';
import { shortOf } from '#domain/pantry-cover.ts';
import { normalizeAmount, sumKey, type Amount } from '#domain/quantity/amount.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict } from '../../lib/errors.ts';
import { addAmounts, mergeTarget, rowAmount, storedAmount } from './amounts.ts';
import type { PantryRepository, PantryRow } from './repository.ts';

/**
 * Ticked list items into the pantry and back (docs/api/kitchen-loop.md, "Ticked items to the pantry"),
 * inside the list's transaction, holding the household's pantry lock like every pantry write.
 */

/** One amount a list item put into one pantry item: what an untick takes back. */
export interface PantryAdded {
  pantryItemId: number;
  qty: number;
  unit: string | null;
}

/** A list item as it goes into the pantry. */
export interface ListItemIn {
  name: string;
  foodKey: string;
  amounts: readonly Amount[];
  location?: string;
  bestBefore?: string | null;
}

/** An item with no amount (or only "to taste") goes in as a count of one. */
const ONE: Amount = { qty: 1, unit: null };

/**
 * Adds each amount of the item, merged like a pantry add (same food, location, best-before and family);
 * 400 `details.location` for a location the household does not have.
 */
export async function addFromList(
  repo: PantryRepository,
  tx: Db,
  ownerId: number,
  item: ListItemIn,
): Promise<{ rows: PantryRow[]; added: PantryAdded[] }> {
  await repo.lock(tx, ownerId);
  await repo.ensureBuiltIns(tx, ownerId);
  const location = await repo.locationByName(tx, ownerId, item.location ?? DEFAULT_LOCATION);
  if (!location) throw badRequest('Invalid pantry item', { location: 'location must be a location of the household' });
  const kind = { foodKey: item.foodKey, locationId: location.id, bestBefore: item.bestBefore ?? null };
  const amounts = item.amounts.filter((a) => a.qty !== null && a.qty > 0).map(normalizeAmount);
  const rows = new Map<number, PantryRow>();
  const added: PantryAdded[] = [];
  for (const amount of amounts.length > 0 ? amounts : [ONE]) {
    const target = mergeTarget(await repo.sameKind(tx, ownerId, kind), amount);
    let row: PantryRow | undefined;
    if (target) {
      const sum = addAmounts(rowAmount(target), amount);
      if (sum.qty !== null && sum.qty > PantryLimits.maxQty)
        throw conflict(`The pantry item ${target.name} would hold more than 1,000,000`);
      row = await repo.update(tx, ownerId, target.id, storedAmount(sum));
    } else {
      if ((await repo.count(tx, ownerId)) >= PantryLimits.maxItems)
        throw conflict(`The pantry holds at most ${PantryLimits.maxItems} items`);
      row = await repo.insert(tx, ownerId, { name: item.name, ...kind, ...storedAmount(amount), staple: false });
    }
    rows.set(row!.id, row!);
    added.push({ pantryItemId: row!.id, qty: amount.qty!, unit: amount.unit });
  }
  return { rows: [...rows.values()], added };
}

/**
 * Takes back what `addFromList` added, never below zero: an item used meanwhile loses only what it still
 * has; an item deleted meanwhile, or changed to another family, is left alone. Answers the foods it changed.
 */
export async function takeBackFromList(
  repo: PantryRepository,
  tx: Db,
  ownerId: number,
  added: readonly PantryAdded[],
): Promise<string[]> {
  await repo.lock(tx, ownerId);
  const foodKeys = new Set<string>();
  for (const entry of added) {
    const row = await repo.get(ownerId, entry.pantryItemId, tx);
    if (!row || row.qty === null) continue;
    const have = rowAmount(row);
    const taken: Amount = { qty: entry.qty, unit: entry.unit };
    if (sumKey(have) !== sumKey(taken)) continue;
    await repo.update(tx, ownerId, row.id, storedAmount(shortOf(have, taken) ?? { qty: 0, unit: have.unit }));
    foodKeys.add(row.foodKey);
  }
  return [...foodKeys];
}
