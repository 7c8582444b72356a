// Builds the migrated template databases that test files clone (see global-setup.ts and test-app.ts).
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import postgres from 'postgres';
import { openDatabase, type Db, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import * as schema from '../db/schema.ts';
import { seedReferenceData } from '../db/seed/reference-data.ts';

/** Wraps a PGlite client the way openDatabase does, for clients opened from a template. */
export function pgliteHandle(client: PGlite): DatabaseHandle {
  return { db: drizzle(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** An in-memory PGlite with every migration and the reference data. */
export async function migratedPglite(): Promise<PGlite> {
  const client = new PGlite();
  const handle = pgliteHandle(client);
  await runMigrations(handle);
  await seedReferenceData(handle.db);
  return client;
}

/** Runs `use` on a one-connection admin session to the server (the `postgres` database). */
export async function withAdminConnection<T>(serverUrl: string, use: (admin: postgres.Sql) => Promise<T>): Promise<T> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    return await use(admin);
  } finally {
    await admin.end({ timeout: 5 });
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
  await withAdminConnection(serverUrl, (admin) => admin.unsafe(`create database ${name}`));
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await runMigrations(handle, url);
    await seedReferenceData(handle.db);
  } finally {
    await handle.close();
  }
}
