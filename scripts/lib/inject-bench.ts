// The set-up and figures the app.inject benchmarks share (bench-cost.ts, bench-nutrition.ts).
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { runMigrations } from '../../src/server/db/migrate.ts';
import { createAdmin, createUser, type TestUser } from '../../src/server/test/factories.ts';
import { generateRecipes } from '../generate-recipes.ts';

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

export const figures = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms`;

/**
 * The real app on a migrated database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite in memory),
 * with an admin and a user, handed to `run`; closed after it.
 */
export async function withBenchApp(
  run: (bench: { app: FastifyInstance; admin: TestUser; user: TestUser }) => Promise<void>,
): Promise<void> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  const handle = await openDatabase({ databaseUrl });
  await runMigrations(handle, databaseUrl);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './none' }), dataDir: undefined };
  const app = await buildApp({ config, db: handle.db, notifications: handle.notifications });
  await app.ready();
  try {
    const [admin, user] = [await createAdmin(app), await createUser(app)];
    await run({ app, admin, user });
  } finally {
    await app.close();
    await handle.close();
  }
}

/**
 * A generated catalogue of `recipeCount` recipes on the PostgreSQL of TEST_DATABASE_URL
 * (scripts/with-postgres.mjs), and the real app on it (pool of 10) with one user. `close` ends both.
 */
export async function startCatalogueBench(script: string, recipeCount: number, username: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error(`Run through: node scripts/with-postgres.mjs npx tsx scripts/${script}`);
  const started = performance.now();
  const url = await generateRecipes(serverUrl, recipeCount);
  console.log(`catalogue of ${recipeCount} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './none' }), databaseUrl: url };
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  const user = await createUser(app, { username });
  const close = async () => {
    await app.close();
    await handle.close();
  };
  return { url, handle, app, user, close };
}
