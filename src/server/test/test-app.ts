import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedReferenceData } from '../db/seed/reference-data.ts';

/**
 * A fresh database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({});
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    return handle;
  }
  const name = `hk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  await runMigrations(handle, url.toString());
  await seedReferenceData(handle.db);
  return {
    ...handle,
    url: url.toString(),
    async close() {
      await handle.close();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './does-not-exist', VERIFY_REPLIES: 'true' }),
    dataDir: undefined,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: DatabaseHandle['db'];
  close(): Promise<void>;
}

/** Builds the real app on a fresh database. Call close() in afterAll. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const handle = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), db: handle.db });
  await app.ready();
  return {
    app,
    db: handle.db,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
