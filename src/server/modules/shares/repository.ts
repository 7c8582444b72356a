import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { Db } from '../../db/client.ts';
import { collections, recipes, shares } from '../../db/schema.ts';

/** A link as its creator sees it, with its target's name. */
export interface ShareRow {
  id: number;
  userId: number;
  recipeId: number | null;
  collectionId: number | null;
  targetName: string;
  expiresAt: Date | null;
  views: number;
  lastViewedAt: Date | null;
  createdAt: Date;
}

/** Unexpired at `now`, and not pointing at a recipe taken out of the catalogue. */
const live = (now: Date) =>
  and(or(isNull(shares.expiresAt), gt(shares.expiresAt, now)), or(isNull(shares.recipeId), eq(recipes.isActive, true)));

const rowColumns = {
  id: shares.id,
  userId: shares.userId,
  recipeId: shares.recipeId,
  collectionId: shares.collectionId,
  targetName: sql<string>`coalesce(${recipes.name}, ${collections.name}, '')`,
  expiresAt: shares.expiresAt,
  views: shares.views,
  lastViewedAt: shares.lastViewedAt,
  createdAt: shares.createdAt,
};

const withTargets = (db: Db, columns: typeof rowColumns | { n: ReturnType<typeof count> }) =>
  db
    .select(columns as typeof rowColumns)
    .from(shares)
    .leftJoin(recipes, eq(recipes.id, shares.recipeId))
    .leftJoin(collections, eq(collections.id, shares.collectionId));

export async function countLiveShares(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = (await withTargets(db, { n: count() }).where(and(eq(shares.userId, userId), live(now)))) as unknown as {
    n: number;
  }[];
  return row.n;
}

export async function insertShare(
  db: Db,
  values: {
    tokenHash: string;
    userId: number;
    recipeId: number | null;
    collectionId: number | null;
    expiresAt: Date | null;
  },
): Promise<number> {
  const [row] = await db.insert(shares).values(values).returning({ id: shares.id });
  return row.id;
}

export async function findShareRow(db: Db, id: number): Promise<ShareRow | undefined> {
  const [row] = await withTargets(db, rowColumns).where(eq(shares.id, id));
  return row;
}

/** A page of the user's live links, newest first, and how many there are. */
export async function findLiveSharePage(
  db: Db,
  userId: number,
  page: number,
  now: Date,
): Promise<{ rows: ShareRow[]; count: number }> {
  const where = and(eq(shares.userId, userId), live(now));
  const [rows, total] = await Promise.all([
    withTargets(db, rowColumns)
      .where(where)
      .orderBy(desc(shares.createdAt), desc(shares.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    countLiveShares(db, userId, now),
  ]);
  return { rows, count: total };
}

export async function deleteShare(db: Db, id: number): Promise<void> {
  await db.delete(shares).where(eq(shares.id, id));
}

/** The unexpired link of a token hash: its id and target, in one indexed read. */
export async function findOpenShare(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ id: number; recipeId: number | null; collectionId: number | null } | undefined> {
  const [row] = await db
    .select({ id: shares.id, recipeId: shares.recipeId, collectionId: shares.collectionId })
    .from(shares)
    .where(and(eq(shares.tokenHash, tokenHash), or(isNull(shares.expiresAt), gt(shares.expiresAt, now))));
  return row;
}

/** Adds views counted since the last flush, and the time of the last. */
export async function addViews(db: Db, id: number, views: number, at: Date): Promise<void> {
  await db
    .update(shares)
    .set({ views: sql`${shares.views} + ${views}`, lastViewedAt: at })
    .where(eq(shares.id, id));
}
