import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema.ts';

export { RateLimitedError } from '../../lib/errors.ts';

/** A counter and how many hits its window allows. */
export interface Limit {
  key: string;
  max: number;
}

export interface Reservation {
  /** True when every counter is within its limit: go on with the attempt. */
  allowed: boolean;
  /** Seconds until the last exceeded window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
  /** Per key, the window its hit was counted in, to give it back in. */
  windows: Map<string, Date>;
}

// Keys hold usernames and addresses; only their hash is stored.
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Counters in PostgreSQL, so every app instance counts into the same rows. A hit is counted BEFORE the
 * work it limits (an insert … on conflict do update … returning, atomic per row), so parallel attempts
 * are limited exactly like sequential ones. Each key's window starts at its first hit and lasts
 * `windowSeconds`; the first hit after that starts a new one.
 */
export function createRateLimiter(db: Db, options: { windowSeconds?: number; purgeEvery?: number } = {}) {
  const windowSeconds = options.windowSeconds ?? 60;
  const purgeEvery = options.purgeEvery ?? 500;
  let hitsSincePurge = 0;
  const expired = sql`${rateLimitHits.windowStart} <= now() - make_interval(secs => ${windowSeconds})`;
  // Milliseconds, as a JS Date holds them: giveBack matches the window by equality, and a microsecond
  // start would never equal the Date read back from it.
  const windowNow = sql`date_trunc('milliseconds', now())`;

  /** Deletes the counters whose window has ended; any instance may do it. */
  async function purge() {
    await db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${windowSeconds})`));
  }

  return {
    /** Counts one hit on every counter, and says whether all are still within their limits. */
    async hit(limits: Limit[]): Promise<Reservation> {
      // One row order for everyone, so two requests never wait on each other's rows in a cycle.
      const rows = limits
        .map((l) => ({ ...l, hashed: hashKey(l.key) }))
        .sort((a, b) => (a.hashed < b.hashed ? -1 : a.hashed > b.hashed ? 1 : 0));
      const counted = await db
        .insert(rateLimitHits)
        .values(rows.map((r) => ({ key: r.hashed, windowStart: windowNow, count: 1 })))
        .onConflictDoUpdate({
          target: rateLimitHits.key,
          // Both expressions read the row as it was before this hit.
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${windowNow} else ${rateLimitHits.windowStart} end`,
          },
        })
        .returning({ key: rateLimitHits.key, count: rateLimitHits.count, windowStart: rateLimitHits.windowStart });
      const byHash = new Map(counted.map((c) => [c.key, c]));
      const windows = new Map<string, Date>();
      let allowed = true;
      let retryAfterSeconds = 1;
      for (const r of rows) {
        const row = byHash.get(r.hashed)!;
        windows.set(r.key, row.windowStart);
        if (row.count <= r.max) continue;
        allowed = false;
        const endsInMs = row.windowStart.getTime() + windowSeconds * 1000 - Date.now();
        retryAfterSeconds = Math.max(retryAfterSeconds, Math.min(windowSeconds, Math.ceil(endsInMs / 1000)));
      }
      if (++hitsSincePurge >= purgeEvery) {
        hitsSincePurge = 0;
        void purge().catch(() => {});
      }
      return { allowed, retryAfterSeconds, windows };
    },

    /** Takes one hit back from a counter, if its window is still the one the hit was counted in. */
    async giveBack(key: string, windowStart: Date): Promise<void> {
      await db
        .update(rateLimitHits)
        .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
        .where(and(eq(rateLimitHits.key, hashKey(key)), eq(rateLimitHits.windowStart, windowStart)));
    },

    /** Forgets a counter. */
    async clear(key: string): Promise<void> {
      await db.delete(rateLimitHits).where(eq(rateLimitHits.key, hashKey(key)));
    },

    purge,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
