import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from './client.ts';

/** What a library that brings its own SQL (pg-boss) needs: text, positional values, `{ rows }` back. */
export interface SqlAdapter {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Resolves when every statement sent through this adapter has answered (before the database closes). */
  settled(): Promise<void>;
}

const clientOf = (db: Db) => (db as unknown as { $client: PGlite | pg.Pool }).$client;

/** True on PGlite: each statement runs on this process's one thread, so background work must leave it turns. */
export const runsInProcess = (db: Db) => typeof (clientOf(db) as PGlite).exec === 'function';

/**
 * The app's own database (PGlite or the PostgreSQL pool behind drizzle) as such an adapter. Text without
 * values may hold several statements (pg-boss sends its schema and locked commands so): PGlite runs them
 * with exec, PostgreSQL with the simple query protocol, each answering one result per statement.
 */
export function sqlAdapter(db: Db): SqlAdapter {
  const client = clientOf(db);
  const isPglite = runsInProcess(db);
  const inFlight = new Set<Promise<unknown>>();
  // Several statements answer several results, as node-postgres does; pg-boss reads rows of single ones only.
  const run = async (text: string, values?: unknown[]): Promise<{ rows: unknown[] }> => {
    if (!isPglite) return (client as pg.Pool).query(text, values?.length ? values : undefined);
    if (values && values.length > 0) return (client as PGlite).query(text, values);
    const results = await (client as PGlite).exec(text);
    return results.length === 1 ? results[0] : (results as unknown as { rows: unknown[] });
  };
  return {
    executeSql(text, values) {
      const answer = run(text, values);
      inFlight.add(answer);
      void answer.catch(() => undefined).finally(() => inFlight.delete(answer));
      return answer;
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
  };
}
