import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { collectionEntries, recipes } from '../../db/schema.ts';

/** Which of these recipe ids exist in the catalogue (active or not). */
export async function existingRecipeIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: recipes.id }).from(recipes).where(inArray(recipes.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Replaces every entry of a collection with these, in this order. */
export async function replaceEntries(
  tx: Db,
  collectionId: number,
  entries: { recipeId: number; section: string | null }[],
): Promise<void> {
  await tx.delete(collectionEntries).where(eq(collectionEntries.collectionId, collectionId));
  if (entries.length === 0) return;
  await tx
    .insert(collectionEntries)
    .values(entries.map((e, position) => ({ collectionId, recipeId: e.recipeId, section: e.section, position })));
}

export async function countEntries(db: Db, collectionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collectionEntries)
    .where(eq(collectionEntries.collectionId, collectionId));
  return row.n;
}

/** Appends an entry after the last; false when the recipe is in the collection already. */
export async function appendEntry(
  tx: Db,
  collectionId: number,
  entry: { recipeId: number; section: string | null },
): Promise<boolean> {
  const rows = await tx
    .insert(collectionEntries)
    .values({
      collectionId,
      recipeId: entry.recipeId,
      section: entry.section,
      position: sql`(select coalesce(max(${collectionEntries.position}) + 1, 0) from ${collectionEntries} where ${collectionEntries.collectionId} = ${collectionId})`,
    })
    .onConflictDoNothing()
    .returning({ recipeId: collectionEntries.recipeId });
  return rows.length > 0;
}

/** Removes one entry; false when the recipe was not in the collection. */
export async function deleteEntry(db: Db, collectionId: number, recipeId: number): Promise<boolean> {
  const rows = await db
    .delete(collectionEntries)
    .where(and(eq(collectionEntries.collectionId, collectionId), eq(collectionEntries.recipeId, recipeId)))
    .returning({ recipeId: collectionEntries.recipeId });
  return rows.length > 0;
}
