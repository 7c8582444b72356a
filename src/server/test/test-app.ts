import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { PGLITE_OPTIONS } from '../db/pglite.ts';
import {
  createMigratedTemplate,
  databaseUrl,
  migratedPglite,
  pgliteHandle,
  withAdminConnection,
} from './template-database.ts';

export interface TestDatabaseOptions {
  /** No migrations and no reference data, for tests of migrating itself. */
  empty?: boolean;
}

/**
 * A fresh database for one test file, cloned from the template that global-setup.ts migrated once per run:
 * in-memory PGlite, or a new database on the PostgreSQL server named by TEST_DATABASE_URL (dropped again
 * on close).
 */
export async function createTestDatabase(
  options: TestDatabaseOptions = {},
): Promise<DatabaseHandle & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? createPostgresDatabase(serverUrl, options) : createPgliteDatabase(options);
}

async function createPgliteDatabase({ empty }: TestDatabaseOptions): Promise<DatabaseHandle> {
  const templateFile = inject('pgliteTemplateFile');
  if (empty) return pgliteHandle(await PGlite.create(PGLITE_OPTIONS));
  // Without the global set-up (a file run on its own config), migrate here.
  if (!templateFile) return pgliteHandle(await migratedPglite());
  return pgliteHandle(await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(templateFile)]) }));
}

async function createPostgresDatabase(serverUrl: string, { empty }: TestDatabaseOptions) {
  const name = `hk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplateName');
  if (empty) await withAdminConnection(serverUrl, (admin) => admin.query(`create database ${name}`));
  else if (!template) await createMigratedTemplate(serverUrl, name);
  else await withAdminConnection(serverUrl, (admin) => admin.query(`create database ${name} template ${template}`));
  const url = databaseUrl(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 20 });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await withAdminConnection(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
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
  const app = await buildApp({ config: testConfig(overrides), db: handle.db, notifications: handle.notifications });
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

export interface TestInstances {
  /** Two apps on one database; on PostgreSQL each has its own pool, as two processes would. */
  apps: [FastifyInstance, FastifyInstance];
  db: DatabaseHandle['db'];
  close(): Promise<void>;
}

/** Two app instances on one fresh database, for rules that must hold across instances. */
export async function createTestInstances(overrides: Partial<AppConfig> = {}): Promise<TestInstances> {
  const handle = await createTestDatabase();
  const second = handle.url ? await openDatabase({ databaseUrl: handle.url }) : undefined;
  const config = testConfig(overrides);
  const [a, b] = await Promise.all(
    [handle, second ?? handle].map(({ db, notifications }) => buildApp({ config, db, notifications })),
  );
  await Promise.all([a.ready(), b.ready()]);
  return {
    apps: [a, b],
    db: handle.db,
    async close() {
      await Promise.all([a.close(), b.close()]);
      await second?.close();
      await handle.close();
    },
  };
}
