import { and, count, desc, eq, inArray, max, or, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { CookEntry, RecipeCookStats } from '#domain/cook-log.ts';
import type { Db } from '../../db/client.ts';
import { cookLog, householdMembers, recipeImages, recipeRatings, recipes, users } from '../../db/schema.ts';

/** An entry as stored, with whose household and who wrote it. */
export interface CookRow extends CookEntry {
  ownerId: number;
  userId: number;
}

/** What a write stores. */
export interface CookValues {
  date: string;
  servings: number;
  rating: number | null;
  note: string;
}

const columns = {
  id: cookLog.id,
  ownerId: cookLog.ownerId,
  userId: cookLog.userId,
  recipeId: cookLog.recipeId,
  recipeName: recipes.name,
  date: cookLog.date,
  servings: cookLog.servings,
  rating: cookLog.rating,
  note: cookLog.note,
  photo: cookLog.photo,
  username: users.username,
  createdAt: cookLog.createdAt,
};

function selectEntries(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(cookLog)
    .innerJoin(recipes, eq(recipes.id, cookLog.recipeId))
    .innerJoin(users, eq(users.id, cookLog.userId))
    .where(where);
}

const toRow = (r: Awaited<ReturnType<typeof selectEntries>>[number]): CookRow => ({
  id: r.id,
  recipe: { id: r.recipeId, name: r.recipeName },
  date: r.date,
  servings: r.servings,
  rating: r.rating,
  note: r.note,
  photo: r.photo,
  user: { username: r.username },
  createdAt: r.createdAt.toISOString(),
  ownerId: r.ownerId,
  userId: r.userId,
});

/** The members of a household, its owner included, as a condition on a user id column. */
const inHousehold = (db: Db, column: typeof recipeRatings.userId, ownerId: number) =>
  or(
    eq(column, ownerId),
    inArray(
      column,
      db.select({ id: householdMembers.userId }).from(householdMembers).where(eq(householdMembers.ownerId, ownerId)),
    ),
  );

/** cook_log and recipe_ratings; entries are reached through their household's owner. */
export function createCookLogRepository(db: Db) {
  const get = async (tx: Db, id: number): Promise<CookRow | undefined> => {
    const [row] = await selectEntries(tx, eq(cookLog.id, id));
    return row && toRow(row);
  };

  async function page(where: SQL, pageNumber: number): Promise<{ rows: CookRow[]; count: number }> {
    const rows = await selectEntries(db, where)
      .orderBy(desc(cookLog.date), desc(cookLog.id))
      .limit(PAGE_SIZE)
      .offset(pageOffset(pageNumber));
    const [total] = await db.select({ n: count() }).from(cookLog).where(where);
    return { rows: rows.map((r) => toRow(r)), count: total?.n ?? 0 };
  }

  return {
    get: (id: number, tx: Db = db) => get(tx, id),
    async insert(tx: Db, v: CookValues & { ownerId: number; userId: number; recipeId: number }): Promise<CookRow> {
      const [row] = await tx.insert(cookLog).values(v).returning({ id: cookLog.id });
      return (await get(tx, row!.id))!;
    },
    async update(tx: Db, id: number, v: Partial<CookValues> & { photo?: string }): Promise<CookRow> {
      if (Object.keys(v).length > 0) await tx.update(cookLog).set(v).where(eq(cookLog.id, id));
      return (await get(tx, id))!;
    },
    async remove(tx: Db, id: number): Promise<void> {
      await tx.delete(cookLog).where(eq(cookLog.id, id));
    },
    forRecipe: (ownerId: number, recipeId: number, pageNumber: number) =>
      page(and(eq(cookLog.ownerId, ownerId), eq(cookLog.recipeId, recipeId))!, pageNumber),
    forUser: (userId: number, pageNumber: number) => page(eq(cookLog.userId, userId), pageNumber),
    /** Every entry a user wrote (the personal export), newest first. */
    async allOfUser(userId: number): Promise<CookRow[]> {
      const rows = await selectEntries(db, eq(cookLog.userId, userId)).orderBy(desc(cookLog.date), desc(cookLog.id));
      return rows.map((r) => toRow(r));
    },
    async recipe(tx: Db, id: number): Promise<{ id: number; name: string } | undefined> {
      const [row] = await tx.select({ id: recipes.id, name: recipes.name }).from(recipes).where(eq(recipes.id, id));
      return row;
    },
    /** Sets (or with null removes) a user's rating of a recipe. */
    async rate(tx: Db, userId: number, recipeId: number, rating: number | null): Promise<void> {
      if (rating === null) {
        await tx
          .delete(recipeRatings)
          .where(and(eq(recipeRatings.userId, userId), eq(recipeRatings.recipeId, recipeId)));
        return;
      }
      await tx
        .insert(recipeRatings)
        .values({ userId, recipeId, rating })
        .onConflictDoUpdate({
          target: [recipeRatings.userId, recipeRatings.recipeId],
          set: { rating, updatedAt: sql`now()` },
        });
    },
    async myRating(tx: Db, userId: number, recipeId: number): Promise<number | null> {
      const [row] = await tx
        .select({ rating: recipeRatings.rating })
        .from(recipeRatings)
        .where(and(eq(recipeRatings.userId, userId), eq(recipeRatings.recipeId, recipeId)));
      return row?.rating ?? null;
    },
    /** Every user's ratings (the personal export). */
    async ratingsOf(userId: number): Promise<{ recipeId: number; rating: number }[]> {
      return db
        .select({ recipeId: recipeRatings.recipeId, rating: recipeRatings.rating })
        .from(recipeRatings)
        .where(eq(recipeRatings.userId, userId))
        .orderBy(recipeRatings.recipeId);
    },
    /** A household's facts about these recipes; a recipe it never cooked or rated is left out. */
    async stats(tx: Db, ownerId: number, recipeIds: number[]): Promise<Map<number, RecipeCookStats>> {
      const out = new Map<number, RecipeCookStats>();
      if (recipeIds.length === 0) return out;
      const cooked = await tx
        .select({ recipeId: cookLog.recipeId, last: max(cookLog.date), times: count() })
        .from(cookLog)
        .where(and(eq(cookLog.ownerId, ownerId), inArray(cookLog.recipeId, recipeIds)))
        .groupBy(cookLog.recipeId);
      const rated = await tx
        .select({
          recipeId: recipeRatings.recipeId,
          average: sql<string>`round(avg(${recipeRatings.rating}), 1)`,
          n: count(),
        })
        .from(recipeRatings)
        .where(and(inArray(recipeRatings.recipeId, recipeIds), inHousehold(tx, recipeRatings.userId, ownerId)))
        .groupBy(recipeRatings.recipeId);
      const entry = (id: number) =>
        out.get(id) ?? out.set(id, { lastCooked: null, timesCooked: 0, averageRating: null, ratingCount: 0 }).get(id)!;
      for (const row of cooked) Object.assign(entry(row.recipeId), { lastCooked: row.last, timesCooked: row.times });
      for (const row of rated)
        Object.assign(entry(row.recipeId), { averageRating: Number(row.average), ratingCount: row.n });
      return out;
    },
    /** Keeps a picture by its SHA-256, where imported recipe pictures are kept and served from. */
    async storePicture(tx: Db, sha256: string, mime: string, bytes: Buffer): Promise<void> {
      await tx.insert(recipeImages).values({ sha256, mime, bytes }).onConflictDoNothing();
    },
  };
}
export type CookLogRepository = ReturnType<typeof createCookLogRepository>;
