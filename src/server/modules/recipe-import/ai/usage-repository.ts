import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rateLimitHits } from '../../../db/schema.ts';

/**
 * Model calls per UTC day, counted in rate_limit_hits so every app instance counts into one row. The row's
 * key names the day (`import-ai-calls:2026-12-07`, no personal data, so unhashed) and its window_start is
 * the day's end: the login limiter's purge, which deletes windows older than a minute, leaves it alone
 * until the day is over.
 */
export function createModelUsageRepository(db: Db) {
  const dayOf = (now: Date) => now.toISOString().slice(0, 10);
  const keyOf = (now: Date) => `import-ai-calls:${dayOf(now)}`;
  const dayEnd = (now: Date) => new Date(`${dayOf(now)}T00:00:00.000Z`).getTime() + 24 * 3600 * 1000;

  return {
    /**
     * Counts one call for the day of `now` if fewer than `limit` were counted; false (nothing counted)
     * when the day's limit is reached. One statement, so parallel requests never pass the limit together.
     */
    async take(limit: number, now: Date): Promise<boolean> {
      if (limit <= 0) return false;
      const rows = await db
        .insert(rateLimitHits)
        .values({ key: keyOf(now), windowStart: new Date(dayEnd(now)), count: 1 })
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          set: { count: sql`${rateLimitHits.count} + 1` },
          setWhere: lt(rateLimitHits.count, limit),
        })
        .returning({ count: rateLimitHits.count });
      return rows.length > 0;
    },

    /** The calls counted on the day of `now`. */
    async used(now: Date): Promise<number> {
      const [row] = await db
        .select({ count: rateLimitHits.count })
        .from(rateLimitHits)
        .where(eq(rateLimitHits.key, keyOf(now)));
      return row?.count ?? 0;
    },
  };
}
export type ModelUsageRepository = ReturnType<typeof createModelUsageRepository>;
