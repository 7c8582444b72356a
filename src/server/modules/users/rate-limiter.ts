import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitHits } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';

/** A 429; the error handler sends its Retry-After. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

/** A counter and how many hits its window allows. */
export interface Limit {
  key: string;
  max: number;
}

export interface Reservation {
  /** True when every counter is within its limit: go on with the attempt. */
  allowed: boolean;
  /** Seconds until the window ends (at least 1): the Retry-After of a refusal. */
  retryAfterSeconds: number;
  /** The window the hits were counted in, to give them back in. */
  windowStart: Date;
}

// Keys hold usernames and addresses; only their hash is stored.
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

/**
 * Fixed-window counters in PostgreSQL, so every app instance counts into the same rows. A hit is counted
 * BEFORE the work it limits (an insert … on conflict do update … returning, atomic per row), so parallel
 * attempts are limited exactly like sequential ones.
 */
export function createRateLimiter(db: Db, options: { windowSeconds?: number; purgeEvery?: number } = {}) {
  const windowSeconds = options.windowSeconds ?? 60;
  const purgeEvery = options.purgeEvery ?? 500;
  let hitsSincePurge = 0;
  const currentWindow = sql`to_timestamp(floor(extract(epoch from now()) / ${windowSeconds}) * ${windowSeconds})`;

  /** Deletes the counters of windows that have ended; any instance may do it. */
  async function purge() {
    await db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.windowStart, sql`now() - make_interval(secs => ${windowSeconds * 2})`));
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
        .values(rows.map((r) => ({ key: r.hashed, windowStart: currentWindow, count: 1 })))
        .onConflictDoUpdate({
          target: [rateLimitHits.key, rateLimitHits.windowStart],
          set: { count: sql`${rateLimitHits.count} + 1` },
        })
        .returning({ key: rateLimitHits.key, count: rateLimitHits.count, windowStart: rateLimitHits.windowStart });
      const countOf = new Map(counted.map((c) => [c.key, c.count]));
      const windowStart = counted[0].windowStart;
      const allowed = rows.every((r) => (countOf.get(r.hashed) ?? 0) <= r.max);
      const endsInMs = windowStart.getTime() + windowSeconds * 1000 - Date.now();
      const retryAfterSeconds = Math.min(windowSeconds, Math.max(1, Math.ceil(endsInMs / 1000)));
      if (++hitsSincePurge >= purgeEvery) {
        hitsSincePurge = 0;
        void purge().catch(() => {});
      }
      return { allowed, retryAfterSeconds, windowStart };
    },

    /** Takes one hit back from these counters, in the window it was counted in. */
    async giveBack(keys: string[], windowStart: Date): Promise<void> {
      if (keys.length === 0) return;
      await db
        .update(rateLimitHits)
        .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
        .where(and(inArray(rateLimitHits.key, keys.map(hashKey)), eq(rateLimitHits.windowStart, windowStart)));
    },

    /** Forgets every window of these counters. */
    async clear(keys: string[]): Promise<void> {
      if (keys.length === 0) return;
      await db.delete(rateLimitHits).where(inArray(rateLimitHits.key, keys.map(hashKey)));
    },

    purge,
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
