import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import type { DatabaseHandle } from './client.ts';
import { findProjectRoot } from '../project-root.ts';

// Any constant works; it only has to be the same for every instance of the app.
const MIGRATION_LOCK_ID = 4_815_162_342;

export function migrationsFolder(): string {
  return `${findProjectRoot(fileURLToPath(import.meta.url))}/src/server/db/migrations`;
}

/** Applies pending migrations; safe to re-run, and serialised across instances on PostgreSQL. */
export async function runMigrations(handle: DatabaseHandle, databaseUrl?: string): Promise<void> {
  const folder = migrationsFolder();
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  if (!databaseUrl) throw new Error('runMigrations needs the database URL for PostgreSQL');
  // A session-level lock needs one dedicated connection, so instances starting together take turns.
  const client = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migratePostgres(drizzlePostgres(client), { migrationsFolder: folder });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end({ timeout: 5 });
  }
}
