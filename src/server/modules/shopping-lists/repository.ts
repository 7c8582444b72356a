import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { shoppingListRecipes, shoppingLists } from '../../db/schema.ts';

/** A list row without its recipes. */
export interface ListRow {
  id: number;
  isCompleted: boolean;
  updatedAt: Date;
  completedAt: Date | null;
}

const listColumns = {
  id: shoppingLists.id,
  isCompleted: shoppingLists.isCompleted,
  updatedAt: shoppingLists.updatedAt,
  completedAt: shoppingLists.completedAt,
};

const isOpen = (userId: number) => and(eq(shoppingLists.userId, userId), eq(shoppingLists.isCompleted, false));

/** Creates the user's open list unless there is one; the partial unique index settles races. */
export async function insertOpenListIfMissing(db: Db, userId: number): Promise<void> {
  await db
    .insert(shoppingLists)
    .values({ userId })
    .onConflictDoNothing({ target: shoppingLists.userId, where: sql`is_completed = false` });
}

export async function findOpenListId(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: shoppingLists.id }).from(shoppingLists).where(isOpen(userId)).limit(1);
  return row?.id;
}

/**
 * Touches the user's open list and holds its row lock until the transaction ends, so that changes to one
 * list run one after another and a list cannot be completed halfway through an add.
 */
export async function touchOpenList(tx: Db, userId: number): Promise<number | undefined> {
  const [row] = await tx
    .update(shoppingLists)
    .set({ updatedAt: sql`now()` })
    .where(isOpen(userId))
    .returning({ id: shoppingLists.id });
  return row?.id;
}

/** The user's open list with this id, locked until the transaction ends. */
export async function lockOpenList(tx: Db, userId: number, listId: number): Promise<number | undefined> {
  const [row] = await tx
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), isOpen(userId)))
    .for('update');
  return row?.id;
}

export async function markCompleted(tx: Db, listId: number): Promise<void> {
  await tx
    .update(shoppingLists)
    .set({ isCompleted: true, completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(shoppingLists.id, listId));
}

/** Adds a recipe to a list; a second add of the same recipe fails on uq_shopping_list_recipes. */
export async function insertListRecipe(tx: Db, listId: number, recipeId: number): Promise<void> {
  await tx.insert(shoppingListRecipes).values({ listId, recipeId });
}

export async function deleteListRecipe(tx: Db, listId: number, recipeId: number): Promise<void> {
  await tx
    .delete(shoppingListRecipes)
    .where(and(eq(shoppingListRecipes.listId, listId), eq(shoppingListRecipes.recipeId, recipeId)));
}

export async function countListRecipes(db: Db, listId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(shoppingListRecipes).where(eq(shoppingListRecipes.listId, listId));
  return row.n;
}

/** Recipe ids of each list, in the order they were added. */
export async function findListRecipeIds(db: Db, listIds: number[]): Promise<Map<number, number[]>> {
  const byList = new Map<number, number[]>(listIds.map((id) => [id, []]));
  if (listIds.length === 0) return byList;
  const rows = await db
    .select({ listId: shoppingListRecipes.listId, recipeId: shoppingListRecipes.recipeId })
    .from(shoppingListRecipes)
    .where(inArray(shoppingListRecipes.listId, listIds))
    .orderBy(asc(shoppingListRecipes.addedAt), asc(shoppingListRecipes.recipeId));
  for (const row of rows) byList.get(row.listId)?.push(row.recipeId);
  return byList;
}

export async function findList(db: Db, userId: number, listId: number): Promise<ListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(shoppingLists)
    .where(and(eq(shoppingLists.id, listId), eq(shoppingLists.userId, userId)));
  return row;
}

/** A page of a user's lists: the open list first, then completed lists, newest first. */
export async function findListPage(
  db: Db,
  userId: number,
  filter: { completed?: boolean; limit: number; offset: number },
): Promise<{ rows: ListRow[]; count: number }> {
  const where: SQL | undefined =
    filter.completed === undefined
      ? eq(shoppingLists.userId, userId)
      : and(eq(shoppingLists.userId, userId), eq(shoppingLists.isCompleted, filter.completed));
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(shoppingLists)
      .where(where)
      // DESC puts NULLs first in PostgreSQL, so the open list (no completed_at) leads.
      .orderBy(desc(shoppingLists.completedAt), desc(shoppingLists.id))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(shoppingLists).where(where),
  ]);
  return { rows, count: total.n };
}
