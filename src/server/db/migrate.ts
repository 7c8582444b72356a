import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, type DatabaseHandle } from './client.ts';
import { findProjectRoot } from '../project-root.ts';
import { upgradeLegacyLists } from '../modules/shopping-lists/index.ts';

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 4_815_162_342;

export function migrationsFolder(): string {
  return `${findProjectRoot(fileURLToPath(import.meta.url))}/src/server/db/migrations`;
}

/**
 * Applies pending migrations, then the data upgrades that need the app's own rules; safe to re-run, and
 * serialised across instances on PostgreSQL.
 */
export async function runMigrations(handle: DatabaseHandle, databaseUrl?: string): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    await upgradeLegacyLists(handle.db);
    return;
  }
  if (!databaseUrl) throw new Error('runMigrations needs the database URL for PostgreSQL');
  // A session-level lock needs one dedicated connection, so instances starting together take turns.
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A lost connection fails the query in progress; the event itself must not crash the process.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: folder });
    await upgradeLegacyLists(handle.db);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
  } finally {
    await client.end().catch(() => {});
  }
}
