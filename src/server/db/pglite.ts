import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { DatabaseHandle, Db } from './client.ts';
import { createPgliteNotifications } from './notifications.ts';
import * as schema from './schema.ts';
import { WORD_SIMILARITY_THRESHOLD } from './word-similarity.ts';

/** Every PGlite this app opens loads these: recipe search needs pg_trgm (migration 0005). */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions;

/** Opens the embedded PGlite: in `dataDir`, or in memory. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  const client = dataDir ? new PGlite(dataDir, PGLITE_OPTIONS) : new PGlite(PGLITE_OPTIONS);
  await client.waitReady;
  return pgliteHandle(client);
}

/**
 * PGlite runs each query as synchronous WebAssembly on Node's one thread, and its promises resolve in
 * microtasks: a request that has its answer starts its next query at once, and Node reads no socket in
 * between. Under a burst the requests already admitted kept the database to themselves while the first
 * request of a new connection was not even read: p99 of 3 s against a p50 of 200 ms. So queries wait in
 * line and start one per turn of the event loop (setImmediate, after I/O): new requests are read
 * between any two queries. (Each query waiting for its own setImmediate was not enough: all the queries
 * queued in one turn then ran back to back in the next, 64 of them blocking the loop for 150-200 ms.)
 */
function oneQueryPerTurn(client: PGlite): void {
  const query = client.query.bind(client);
  const line: Array<() => void> = [];
  const startNext = () => {
    line.shift()?.();
    if (line.length > 0) setImmediate(startNext);
  };
  client.query = (async (...args: Parameters<PGlite['query']>) => {
    await new Promise<void>((resolve) => {
      line.push(resolve);
      if (line.length === 1) setImmediate(startNext);
    });
    return query(...args);
  }) as PGlite['query'];
}

/** Wraps an open PGlite client, e.g. one loaded from a dumped data folder. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  oneQueryPerTurn(client);
  const notifications = createPgliteNotifications(client);
  // PGlite runs queries one at a time in order, so this setting is in place before any other query.
  void client.exec(`set pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`).catch(() => {});
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    notifications,
    async close() {
      await notifications.close();
      await client.close();
    },
  };
}
