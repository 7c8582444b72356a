import type { PantryItem } from '#domain/pantry.ts';
import type { ToPantryBody } from '#domain/household-lists.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { PantryService } from '../pantry/index.ts';
import { recordListEvent, type OpenList } from './list-writer.ts';
import * as repo from './repository.ts';
import { findPantryAdded, setPantryAdded } from './to-pantry-repository.ts';

/**
 * Ticked list items into the household's pantry and back (docs/api/kitchen-loop.md, "Ticked items to the
 * pantry"), as changes of the locked open list: the item and the pantry change in one transaction.
 */

type ListPantry = Pick<PantryService, 'addFromList' | 'takeBackFromList'>;

const itemNotFound = () => notFound('Item not found', 'LIST_ITEM_NOT_FOUND');

/**
 * Puts the item's amounts into the pantry and ticks it. `strict` (the to-pantry request) answers 409 for
 * an item already in the pantry; a tick with `tickedToPantry` adds nothing more instead. Answers the
 * pantry items that took the amounts (none when nothing was added).
 */
export async function putInPantry(
  tx: Db,
  list: OpenList,
  pantry: ListPantry,
  itemId: number,
  where: ToPantryBody,
  strict: boolean,
): Promise<PantryItem[]> {
  const state = await findPantryAdded(tx, list.id, itemId);
  const item = state && !state.covered ? await repo.findItem(tx, list.id, itemId) : undefined;
  if (!state || !item) throw itemNotFound();
  if (state.pantryAdded !== null) {
    if (strict) throw conflict('The item is in the pantry already', undefined, 'ALREADY_IN_PANTRY');
    return [];
  }
  const { items, added } = await pantry.addFromList(tx, list.ownerId, {
    name: item.name,
    foodKey: item.foodKey,
    amounts: item.amounts,
    location: where.location,
    bestBefore: where.bestBefore,
  });
  await setPantryAdded(tx, itemId, added);
  if (!state.checked) await recordListEvent(tx, list, 'list.item.ticked', { item: { id: item.id, name: item.name } });
  return items;
}

/** Takes back exactly what the item put into the pantry (never below zero); nothing when it put nothing. */
export async function takeBackFromPantry(tx: Db, list: OpenList, pantry: ListPantry, itemId: number): Promise<void> {
  const state = await findPantryAdded(tx, list.id, itemId);
  if (!state?.pantryAdded) return;
  await pantry.takeBackFromList(tx, list.ownerId, state.pantryAdded);
  await setPantryAdded(tx, itemId, null);
}
