import { and, eq } from 'drizzle-orm';
import type { ListSource } from '#domain/list-items.ts';
import { sumAmounts, type Amount } from '#domain/quantity/amount.ts';
import type { Db } from '../../db/client.ts';
import { shoppingListItems } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordListEvent, type OpenList } from './list-writer.ts';

/** The stored item as a move reads and writes it: everything it carries from one list to another. */
interface MovingItem {
  id: number;
  foodKey: string;
  name: string;
  category: string;
  checked: boolean;
  amounts: Amount[];
  sources: ListSource[];
  movedAmounts: Amount[] | null;
  pantryAdded: unknown;
}

const columns = {
  id: shoppingListItems.id,
  foodKey: shoppingListItems.foodKey,
  name: shoppingListItems.name,
  category: shoppingListItems.category,
  checked: shoppingListItems.checked,
  amounts: shoppingListItems.amounts,
  sources: shoppingListItems.sources,
  movedAmounts: shoppingListItems.movedAmounts,
  pantryAdded: shoppingListItems.pantryAdded,
};

async function findItem(tx: Db, listId: number, where: ReturnType<typeof eq>): Promise<MovingItem | undefined> {
  const [row] = await tx
    .select(columns)
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), where));
  return row as MovingItem | undefined;
}

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
  const item = await findItem(tx, from.id, eq(shoppingListItems.id, itemId));
  if (!item) throw notFound('Item not found', 'LIST_ITEM_NOT_FOUND');
  const sources = item.sources.map((source) => ({ recipeId: null, text: source.text, amount: null }));
  await tx.delete(shoppingListItems).where(eq(shoppingListItems.id, item.id));
  await recordListEvent(tx, from, 'list.item.removed', { item: { id: item.id, name: item.name } });

  const existing = await findItem(tx, to.id, eq(shoppingListItems.foodKey, item.foodKey));
  if (existing) {
    await tx
      .update(shoppingListItems)
      .set({
        amounts: sumAmounts([...existing.amounts, ...item.amounts]),
        movedAmounts: sumAmounts([...(existing.movedAmounts ?? []), ...item.amounts]),
        sources: [...existing.sources, ...sources],
        checked: existing.checked && item.checked,
        covered: false,
        pantryAdded: existing.pantryAdded ?? item.pantryAdded,
      })
      .where(eq(shoppingListItems.id, existing.id));
    await recordListEvent(tx, to, 'list.item.added', { item: { id: existing.id, name: existing.name } });
    return;
  }
  const [added] = await tx
    .insert(shoppingListItems)
    .values({
      listId: to.id,
      foodKey: item.foodKey,
      name: item.name,
      category: item.category,
      checked: item.checked,
      amounts: item.amounts,
      movedAmounts: item.amounts,
      sources,
      pantryAdded: item.pantryAdded,
    })
    .returning({ id: shoppingListItems.id });
  await recordListEvent(tx, to, 'list.item.added', { item: { id: added.id, name: item.name } });
}
