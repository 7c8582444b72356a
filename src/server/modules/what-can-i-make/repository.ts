import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pantryItems } from '../../db/schema.ts';

/** A pantry item as the covering code reads it; `qty` the exact decimal text ('1.500'). */
export interface StockRow {
  foodKey: string;
  qty: string | null;
  unit: string | null;
  staple: boolean;
}

/** The household's pantry as "what can I make" reads it (pantry_items, through the owner's id). */
export function createWhatCanIMakeRepository(db: Db) {
  return {
    /** Every item of a household (at most the pantry's item limit), or only those of `foodKeys`. */
    async stock(ownerId: number, tx: Db = db, foodKeys?: readonly string[]): Promise<StockRow[]> {
      return tx
        .select({
          foodKey: pantryItems.foodKey,
          qty: pantryItems.qty,
          unit: pantryItems.unit,
          staple: pantryItems.staple,
        })
        .from(pantryItems)
        .where(
          and(
            eq(pantryItems.ownerId, ownerId),
            foodKeys === undefined ? undefined : inArray(pantryItems.foodKey, [...foodKeys]),
          ),
        )
        .orderBy(asc(pantryItems.id));
    },
    /** The household's pantry lock (the pantry module's, class 21): no pantry write runs while it is held. */
    async lockPantry(tx: Db, ownerId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(21, ${ownerId})`);
    },
    /** Per food, the soonest best-before from `from` to `to` (inclusive) of an item not run out. */
    async expiring(ownerId: number, from: string, to: string): Promise<{ foodKey: string; bestBefore: string }[]> {
      const rows = await db
        .select({ foodKey: pantryItems.foodKey, bestBefore: sql<string>`min(${pantryItems.bestBefore})::text` })
        .from(pantryItems)
        .where(
          and(
            eq(pantryItems.ownerId, ownerId),
            isNotNull(pantryItems.bestBefore),
            sql`${pantryItems.bestBefore} between ${from}::date and ${to}::date`,
            or(isNull(pantryItems.qty), gt(pantryItems.qty, '0')),
          ),
        )
        .groupBy(pantryItems.foodKey);
      return rows;
    },
  };
}
export type WhatCanIMakeRepository = ReturnType<typeof createWhatCanIMakeRepository>;
