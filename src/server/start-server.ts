import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppConfig } from './config.ts';
import { openDatabase, selectOne, type DatabaseHandle } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { fillMissingNeeds } from './modules/recipes/index.ts';
import { seedDatabase } from './db/seed/index.ts';
import { isDatabaseUnavailable, sendDatabaseUnavailable } from './db/unavailable.ts';
import { noteExpectedUnavailable } from './plugins/request-errors.ts';

/** Waits between tries to reach the database at start: doubling from the first, up to the cap. */
export interface RetryDelays {
  firstMs: number;
  maxMs: number;
}

const DEFAULT_DELAYS: RetryDelays = { firstMs: 250, maxMs: 2_000 };

export interface RunningServer {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The port it listens on (useful with port 0). */
  port: number;
  /** Settles once migrations and seeds have run: the app is fully up. Rejects when they fail for good. */
  ready: Promise<void>;
  close(): Promise<void>;
}

/**
 * Listens at once, then waits for the database (retrying while it is unreachable), migrates and
 * seeds. Until then every /api request answers 503 with Retry-After.
 */
export async function startServer(config: AppConfig, delays: RetryDelays = DEFAULT_DELAYS): Promise<RunningServer> {
  if (!config.databaseUrl && config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // The app's logger exists only once the app is built on the database.
  let reportLostConnection = (err: Error) => console.warn(`database connection lost: ${err.message}`);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onConnectionError: (err) => reportLostConnection(err),
  });
  let ready = false;
  let markReady = () => {};
  const databaseReady = new Promise<void>((resolve) => (markReady = resolve));
  const started = await buildApp({
    config,
    db: database.db,
    notifications: database.notifications,
    isDatabaseReady: () => ready,
    databaseReady,
  });
  reportLostConnection = (err) => started.log.warn(`database connection lost: ${reasonOf(err)}`);
  started.addHook('onRequest', async (request, reply) => {
    if (!ready && request.url.startsWith('/api/')) {
      noteExpectedUnavailable(request);
      return sendDatabaseUnavailable(reply);
    }
  });

  const stop = new AbortController();
  let stopSchedules = () => {};
  const prepare = async () => {
    await selectOne(database.db);
    await runMigrations(database, config.databaseUrl);
    await seedDatabase(database.db, config, started.log);
    // Recipes whose needs were never read (the migration that made the table, a restore): read once here.
    await fillMissingNeeds(database.db);
    await started.deps.sessions.purgeExpired();
  };
  const readyPromise = (async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await prepare();
        ready = true;
        markReady();
        stopSchedules = started.deps.backups.startSchedule();
        if (attempt > 1) started.log.info('the database answers; the app is ready');
        return;
      } catch (err) {
        if (!isDatabaseUnavailable(err) || stop.signal.aborted) throw err;
        const waitMs = Math.min(delays.firstMs * 2 ** (attempt - 1), delays.maxMs);
        started.log.warn(
          `The database is not reachable (${reasonOf(err)}); trying again in ${waitMs} ms (attempt ${attempt})`,
        );
        await sleep(waitMs, undefined, { signal: stop.signal });
      }
    }
  })();
  // Nobody may be awaiting yet; the caller decides what a failure means.
  readyPromise.catch(() => {});

  try {
    await started.listen({ port: config.port, host: config.host });
  } catch (err) {
    stop.abort();
    await readyPromise.catch(() => {});
    await database.close();
    throw err;
  }
  return {
    app: started,
    database,
    port: (started.server.address() as AddressInfo).port,
    ready: readyPromise,
    async close() {
      stop.abort();
      stopSchedules();
      try {
        await started.close();
      } finally {
        await readyPromise.catch(() => {});
        await database.close();
      }
    },
  };
}

/** The innermost error's message and code: below drizzle's "Failed query" wrapper, which shows the SQL. */
function reasonOf(err: unknown): string {
  let innermost = err as { code?: unknown; message?: unknown; cause?: unknown };
  for (let depth = 0; depth < 4 && innermost.cause && typeof innermost.cause === 'object'; depth++) {
    innermost = innermost.cause as typeof innermost;
  }
  const message = typeof innermost.message === 'string' ? innermost.message : '';
  const code = typeof innermost.code === 'string' ? innermost.code : '';
  if (!code || message.includes(code)) return message || 'unknown error';
  return message ? `${message} (${code})` : code;
}
