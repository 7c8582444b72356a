import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PGLITE_OPTIONS, pgliteHandle } from './pglite.ts';

describe('PGlite queries and the event loop', () => {
  it('lets I/O callbacks run between the queries of a busy request', async () => {
    const handle = pgliteHandle(new PGlite(PGLITE_OPTIONS));
    try {
      await handle.db.execute(sql`select 1`);
      // One request's chain of queries, and an I/O-phase callback (a new request being read) queued at its start.
      let queriesBefore = -1;
      let done = 0;
      setImmediate(() => {
        queriesBefore = done;
      });
      for (let i = 0; i < 50; i++) {
        await handle.db.execute(sql`select ${i}::int`);
        done++;
      }
      expect(queriesBefore).toBeGreaterThanOrEqual(0);
      expect(queriesBefore).toBeLessThan(50);
    } finally {
      await handle.close();
    }
  });

  it('starts concurrent queries one per turn, so the loop is free between any two', async () => {
    const handle = pgliteHandle(new PGlite(PGLITE_OPTIONS));
    try {
      await handle.db.execute(sql`select 1`);
      // 50 requests' queries issued at once, then a callback of the next turn (a new request being read).
      let done = 0;
      const queries = Array.from({ length: 50 }, (_, i) =>
        handle.db.execute(sql`select ${i}::int`).then(() => {
          done++;
        }),
      );
      const queriesBefore = await new Promise<number>((resolve) => setImmediate(() => resolve(done)));
      await Promise.all(queries);
      expect(done).toBe(50);
      expect(queriesBefore).toBeLessThanOrEqual(1);
    } finally {
      await handle.close();
    }
  });
});
