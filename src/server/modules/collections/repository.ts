import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { CollectionFilter } from '#domain/collection.ts';
import type { Db } from '../../db/client.ts';
import { collectionEntries, collections, recipes, users } from '../../db/schema.ts';

/** A collection's own row. */
export interface CollectionRow {
  id: number;
  userId: number;
  name: string;
  description: string | null;
  filter: CollectionFilter | null;
  createdAt: Date;
  updatedAt: Date;
}

const columns = {
  id: collections.id,
  userId: collections.userId,
  name: collections.name,
  description: collections.description,
  filter: collections.filter,
  createdAt: collections.createdAt,
  updatedAt: collections.updatedAt,
};

/** Locks the user's row until the transaction ends, so two creations cannot both pass a per-user limit. */
export async function lockOwner(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function countCollections(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(collections).where(eq(collections.userId, userId));
  return row.n;
}

export async function insertCollection(
  db: Db,
  values: { userId: number; name: string; description: string | null; filter: CollectionFilter | null },
): Promise<CollectionRow> {
  const [row] = await db.insert(collections).values(values).returning(columns);
  return row;
}

export async function findCollection(db: Db, id: number): Promise<CollectionRow | undefined> {
  const [row] = await db.select(columns).from(collections).where(eq(collections.id, id));
  return row;
}

/** Writes the given fields and the change's time. */
export async function updateCollection(
  db: Db,
  id: number,
  patch: Partial<Pick<CollectionRow, 'name' | 'description' | 'filter'>>,
): Promise<CollectionRow> {
  const [row] = await db
    .update(collections)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(collections.id, id))
    .returning(columns);
  return row;
}

export async function deleteCollection(db: Db, id: number): Promise<void> {
  await db.delete(collections).where(eq(collections.id, id));
}

/** A page of the user's collections by name (case-insensitively, then id), and how many they have. */
export async function findCollectionPage(
  db: Db,
  userId: number,
  page: number,
): Promise<{ rows: CollectionRow[]; count: number }> {
  const [rows, total] = await Promise.all([
    db
      .select(columns)
      .from(collections)
      .where(eq(collections.userId, userId))
      .orderBy(sql`lower(${collections.name})`, asc(collections.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    countCollections(db, userId),
  ]);
  return { rows, count: total };
}

/** How many active recipes each manual collection holds. */
export async function countActiveEntries(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: collectionEntries.collectionId, n: count() })
    .from(collectionEntries)
    .innerJoin(recipes, eq(recipes.id, collectionEntries.recipeId))
    .where(and(inArray(collectionEntries.collectionId, ids), eq(recipes.isActive, true)))
    .groupBy(collectionEntries.collectionId);
  return new Map(rows.map((r) => [r.id, r.n]));
}
