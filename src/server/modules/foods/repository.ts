import { asc, count, eq } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { Db } from '../../db/client.ts';
import { foodMatches } from '../../db/schema.ts';

/** The admin food matches (food_matches): a line's food name to an SR24 food id. */
export function createFoodMatchRepository(db: Db) {
  return {
    async page(page: number): Promise<{ rows: { name: string; foodId: number }[]; count: number }> {
      const rows = await db
        .select({ name: foodMatches.name, foodId: foodMatches.foodId })
        .from(foodMatches)
        .orderBy(asc(foodMatches.name))
        .limit(PAGE_SIZE)
        .offset(pageOffset(page));
      const [total] = await db.select({ n: count() }).from(foodMatches);
      return { rows, count: total?.n ?? 0 };
    },
    async all(): Promise<Map<string, number>> {
      const rows = await db.select({ name: foodMatches.name, foodId: foodMatches.foodId }).from(foodMatches);
      return new Map(rows.map((r) => [r.name, r.foodId]));
    },
    async put(name: string, foodId: number): Promise<void> {
      await db
        .insert(foodMatches)
        .values({ name, foodId })
        .onConflictDoUpdate({ target: foodMatches.name, set: { foodId, updatedAt: new Date() } });
    },
    async remove(name: string): Promise<boolean> {
      const gone = await db.delete(foodMatches).where(eq(foodMatches.name, name)).returning({ name: foodMatches.name });
      return gone.length > 0;
    },
  };
}
