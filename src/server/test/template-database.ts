// Builds the migrated template databases that test files clone (see global-setup.ts and test-app.ts).
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { PGLITE_OPTIONS, pgliteHandle } from '../db/pglite.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/reference-data.ts';

export { pgliteHandle };

/** An in-memory PGlite with every migration and the reference data. */
export async function migratedPglite(): Promise<PGlite> {
  const client = new PGlite(PGLITE_OPTIONS);
  const handle = pgliteHandle(client);
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  return client;
}

/** Runs `use` on a one-connection admin session to the server (the `postgres` database). */
export async function withAdminConnection<T>(serverUrl: string, use: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await use(admin);
  } finally {
    await admin.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Creates database `name` on the server, migrated and reference-seeded, and closes every connection to it. */
export async function createMigratedTemplate(serverUrl: string, name: string): Promise<void> {
  await withAdminConnection(serverUrl, (admin) => admin.query(`create database ${name}`));
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await runMigrations(handle, url);
    await seedReferenceData(handle.db);
  } finally {
    await handle.close();
  }
}
