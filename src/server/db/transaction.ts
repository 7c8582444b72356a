import type { Db } from './client.ts';

/**
 * Runs `work` in one transaction and answers what it answers; a throw rolls everything back. The
 * transaction is handed over as a `Db` (drizzle's transaction is one, with rollback() added), so every
 * repository function takes a database or a transaction alike, with no cast.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx));
}
