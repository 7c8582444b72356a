import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { Db } from '../../db/client.ts';
import { foodMatches, prices } from '../../db/schema.ts';

/** A stored price: money and sizes as the exact decimal text the database keeps ('2.50', '1.0000'). */
export interface PriceRow {
  id: number;
  foodId: number;
  amount: string;
  packSize: string;
  packUnit: string;
  store: string;
  date: string;
  createdAt: Date;
}

/** What a write stores: decimals as text, so nothing passes through a float on its way in. */
export interface PriceValues {
  foodId: number;
  amount: string;
  packSize: string;
  packUnit: string;
  store: string;
  date: string;
}

const columns = {
  id: prices.id,
  foodId: prices.foodId,
  amount: prices.amount,
  packSize: prices.packSize,
  packUnit: prices.packUnit,
  store: prices.store,
  date: prices.date,
  createdAt: prices.createdAt,
};

/** Newest `date` first, then the newest made. */
const newestFirst = [desc(prices.date), desc(prices.createdAt), desc(prices.id)];

/** PostgreSQL's text form of an int[] ('{1,2,3}'); the ids are integers. */
const intArray = (ids: readonly number[]) => `{${[...new Set(ids)].map((id) => Math.trunc(id)).join(',')}}`;

const mine = (ownerId: number, id: number) => and(eq(prices.ownerId, ownerId), eq(prices.id, id));

/** The prices of households (prices), each reached only through its owner's id. */
export function createPriceRepository(db: Db) {
  return {
    async page(ownerId: number, page: number, foodId?: number): Promise<{ rows: PriceRow[]; count: number }> {
      const where: SQL | undefined =
        foodId === undefined
          ? eq(prices.ownerId, ownerId)
          : and(eq(prices.ownerId, ownerId), eq(prices.foodId, foodId));
      const rows = await db
        .select(columns)
        .from(prices)
        .where(where)
        .orderBy(...newestFirst)
        .limit(PAGE_SIZE)
        .offset(pageOffset(page));
      const [total] = await db.select({ n: count() }).from(prices).where(where);
      return { rows, count: total?.n ?? 0 };
    },
    async get(ownerId: number, id: number): Promise<PriceRow | undefined> {
      const [row] = await db.select(columns).from(prices).where(mine(ownerId, id));
      return row;
    },
    async insert(ownerId: number, values: PriceValues): Promise<PriceRow> {
      const [row] = await db
        .insert(prices)
        .values({ ownerId, ...values })
        .returning(columns);
      return row!;
    },
    async update(ownerId: number, id: number, values: Partial<PriceValues>): Promise<PriceRow | undefined> {
      if (Object.keys(values).length === 0) return this.get(ownerId, id);
      const [row] = await db.update(prices).set(values).where(mine(ownerId, id)).returning(columns);
      return row;
    },
    async remove(ownerId: number, id: number): Promise<boolean> {
      const gone = await db.delete(prices).where(mine(ownerId, id)).returning({ id: prices.id });
      return gone.length > 0;
    },
    /** The price that counts for each of these foods: the latest `date`, then the newest made. */
    async current(ownerId: number, foodIds: readonly number[], tx: Db = db): Promise<Map<number, PriceRow>> {
      if (foodIds.length === 0) return new Map();
      const rows = await tx
        .selectDistinctOn([prices.foodId], columns)
        .from(prices)
        // One array parameter, not one a food: about a millisecond less a read on PGlite.
        .where(and(eq(prices.ownerId, ownerId), sql`${prices.foodId} = any(${intArray(foodIds)}::int[])`))
        .orderBy(prices.foodId, ...newestFirst);
      return new Map(rows.map((r) => [r.foodId, r]));
    },
    /** Whether the household has any price at all. */
    async hasAny(ownerId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx.select({ id: prices.id }).from(prices).where(eq(prices.ownerId, ownerId)).limit(1);
      return rows.length > 0;
    },
    /** The admin food matches, read with the caller's client (a list answer is read in its transaction). */
    async foodMatches(tx: Db = db): Promise<Map<string, number>> {
      const rows = await tx.select({ name: foodMatches.name, foodId: foodMatches.foodId }).from(foodMatches);
      return new Map(rows.map((r) => [r.name, r.foodId]));
    },
  };
}
export type PriceRepository = ReturnType<typeof createPriceRepository>;
