import { and, eq } from 'drizzle-orm';
import type { ListSource } from '#domain/list-items.ts';
import type { Amount } from '#domain/quantity/amount.ts';
import type { Db } from '../../db/client.ts';
import { shoppingListItems } from '../../db/schema.ts';

/** The stored item as a move reads and writes it: everything it carries from one list to another. */
export interface MovingItem {
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

/** An item of an open list by id, or by food key (the target's item that absorbs a moved one). */
export async function findMovingItem(
  tx: Db,
  listId: number,
  by: { id: number } | { foodKey: string },
): Promise<MovingItem | undefined> {
  const [row] = await tx
    .select(columns)
    .from(shoppingListItems)
    .where(
      and(
        eq(shoppingListItems.listId, listId),
        'id' in by ? eq(shoppingListItems.id, by.id) : eq(shoppingListItems.foodKey, by.foodKey),
      ),
    );
  return row as MovingItem | undefined;
}

export async function deleteMovedItem(tx: Db, itemId: number): Promise<void> {
  await tx.delete(shoppingListItems).where(eq(shoppingListItems.id, itemId));
}

/** The target's item of the same food, with what it absorbed. */
export async function updateAbsorbingItem(
  tx: Db,
  itemId: number,
  values: Pick<MovingItem, 'amounts' | 'movedAmounts' | 'sources' | 'checked' | 'pantryAdded'>,
): Promise<void> {
  await tx
    .update(shoppingListItems)
    .set({ ...values, covered: false })
    .where(eq(shoppingListItems.id, itemId));
}

/** The moved item on its new list; answers its id. */
export async function insertMovedItem(tx: Db, listId: number, item: Omit<MovingItem, 'id'>): Promise<number> {
  const [row] = await tx
    .insert(shoppingListItems)
    .values({ listId, ...item })
    .returning({ id: shoppingListItems.id });
  return row.id;
}
