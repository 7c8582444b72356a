import { sumAmounts } from '#domain/quantity/amount.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordListEvent, type OpenList } from './list-writer.ts';
import { deleteMovedItem, findMovingItem, insertMovedItem, updateAbsorbingItem } from './move-repository.ts';

/** 400 when a move names its own list. */
export function refuseOwnList(fromListId: number, toListId: number): void {
  if (fromListId === toListId)
    throw badRequest('An item cannot move to its own list', { toListId: 'toListId must be another list' });
}

/**
 * Moves an item from one open list to another (docs/api/kitchen-loop.md, "Several lists"): it leaves with the
 * amounts it shows, its tick and its sources. On the target its amounts are fixed (`moved_amounts`): the
 * target's recipes and servings do not scale them and the pantry does not reduce them; its sources come as
 * typed lines would, so removing a recipe from the target never takes them. An item of the same food on the
 * target absorbs it: amounts add, and it stays ticked only if both were.
 */
export async function moveItem(tx: Db, from: OpenList, to: OpenList, itemId: number): Promise<void> {
  const item = await findMovingItem(tx, from.id, { id: itemId });
  if (!item) throw notFound('Item not found', 'LIST_ITEM_NOT_FOUND');
  const sources = item.sources.map((source) => ({ recipeId: null, text: source.text, amount: null }));
  await deleteMovedItem(tx, item.id);
  await recordListEvent(tx, from, 'list.item.removed', { item: { id: item.id, name: item.name } });

  const existing = await findMovingItem(tx, to.id, { foodKey: item.foodKey });
  if (existing) {
    await updateAbsorbingItem(tx, existing.id, {
      amounts: sumAmounts([...existing.amounts, ...item.amounts]),
      movedAmounts: sumAmounts([...(existing.movedAmounts ?? []), ...item.amounts]),
      sources: [...existing.sources, ...sources],
      checked: existing.checked && item.checked,
      pantryAdded: existing.pantryAdded ?? item.pantryAdded,
    });
    await recordListEvent(tx, to, 'list.item.added', { item: { id: existing.id, name: existing.name } });
    return;
  }
  const { id: _, ...moved } = item;
  const addedId = await insertMovedItem(tx, to.id, { ...moved, movedAmounts: item.amounts, sources });
  await recordListEvent(tx, to, 'list.item.added', { item: { id: addedId, name: item.name } });
}
