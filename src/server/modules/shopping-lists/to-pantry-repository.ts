import { and, eq } from 'drizzle-orm';
import type { PantryAdded } from '../pantry/index.ts';
import type { Db } from '../../db/client.ts';
import { shoppingListItems } from '../../db/schema.ts';

/** What "to the pantry" added for a list item (null while it is not in the pantry), with the item. */
export async function findPantryAdded(
  db: Db,
  listId: number,
  itemId: number,
): Promise<{ checked: boolean; covered: boolean; pantryAdded: PantryAdded[] | null } | undefined> {
  const [row] = await db
    .select({
      checked: shoppingListItems.checked,
      covered: shoppingListItems.covered,
      pantryAdded: shoppingListItems.pantryAdded,
    })
    .from(shoppingListItems)
    .where(and(eq(shoppingListItems.listId, listId), eq(shoppingListItems.id, itemId)));
  return row && { ...row, pantryAdded: row.pantryAdded as PantryAdded[] | null };
}

/** Marks the item in the pantry (ticked, with what went in) or out of it (`added` null). */
export async function setPantryAdded(tx: Db, itemId: number, added: PantryAdded[] | null): Promise<void> {
  await tx
    .update(shoppingListItems)
    .set({ pantryAdded: added, ...(added === null ? {} : { checked: true }) })
    .where(eq(shoppingListItems.id, itemId));
}
