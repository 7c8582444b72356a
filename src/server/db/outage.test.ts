// Stops and restarts a PostgreSQL server of its own under the running app (a separate process, as
// `npm start` runs it). Needs the PostgreSQL binaries, so it runs in `npm run test:pg` only.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createPgCluster, type PgCluster } from '../test/pg-cluster.mjs';
import { freePort, spawnApp, waitUntil, type AppProcess } from '../test/app-process.ts';
import { signUpBody } from '../test/factories.ts';
import { openDatabase } from './client.ts';
import { notify } from './notifications.ts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './unavailable.ts';

interface Answer {
  status: number;
  retryAfter: string | null;
  body: unknown;
}

async function call(app: AppProcess, method: string, path: string, body?: unknown, token?: string): Promise<Answer> {
  const res = await fetch(`${app.baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    // Only so that a hung request fails the test instead of stalling it.
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

// The load signs up many accounts from one address: a 429 would hide what this test looks for.
const NO_SIGN_UP_LIMIT = { USER_EXISTS_RATE_LIMIT: '1000000', LOGIN_RATE_LIMIT: '1000000' };

const health = (app: AppProcess) => call(app, 'GET', '/api/health');

function expectUnavailable(answer: Answer) {
  expect(answer).toEqual({
    status: 503,
    retryAfter: expect.stringMatching(/^[1-9]\d*$/),
    body: { error: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' },
  });
}

async function usernamesIn(url: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ username: string }>('select username from users');
    return new Set(rows.map((r) => r.username));
  } finally {
    await client.end();
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a PostgreSQL outage', { timeout: 180_000 }, () => {
  let cluster: PgCluster | undefined;
  let app: AppProcess | undefined;
  afterEach(async () => {
    await app?.stop();
    await cluster?.destroy();
    app = cluster = undefined;
  });

  it('keeps the app alive, answers 503 with Retry-After meanwhile, and recovers without a restart', async () => {
    cluster = await createPgCluster({ port: await freePort() });
    await cluster.start();
    app = await spawnApp({ DATABASE_URL: cluster.url, ...NO_SIGN_UP_LIMIT });
    const running = app;
    await running.waitUntil('the app is healthy', async () => (await health(running)).status === 200);

    const before = signUpBody();
    expect((await call(app, 'POST', '/api/user/signup', before)).status).toBe(201);
    const login = await call(app, 'POST', '/api/user/login', { username: before.username, password: before.password });
    const token = (login.body as { token: string }).token;

    // Writes and reads keep coming while the database goes away and comes back.
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    const failures: unknown[] = [];
    let loadRunning = true;
    const loop = async (step: () => Promise<void>) => {
      while (loadRunning) await step().catch((err) => failures.push(err));
    };
    const writer = () =>
      loop(async () => {
        const user = signUpBody();
        const write = await call(running, 'POST', '/api/user/signup', user);
        statuses.push(write.status);
        if (write.status === 201) acknowledged.push(user.username.toLowerCase());
      });
    const reader = (path: string) =>
      loop(async () => void statuses.push((await call(running, 'GET', path, undefined, token)).status));
    const load = Promise.all([
      writer(),
      writer(),
      ...[1, 2, 3].flatMap(() => [reader('/api/recipes'), reader('/api/user/me')]),
    ]);
    await running.waitUntil('some writes were acknowledged', () => acknowledged.length >= 4);

    await cluster.stop('immediate');
    const down = await health(app);
    expectUnavailable(down);
    expectUnavailable(await call(app, 'GET', '/api/recipes', undefined, token));
    expectUnavailable(await call(app, 'GET', '/api/user/me', undefined, token));
    expectUnavailable(await call(app, 'POST', '/api/user/signup', signUpBody()));
    await running.waitUntil('the load met the outage', () => statuses.filter((s) => s === 503).length >= 8);
    expect(app.isAlive()).toBe(true);

    await cluster.start();
    await running.waitUntil('the app is healthy again', async () => (await health(running)).status === 200);
    const acknowledgedBeforeRecovery = acknowledged.length;
    await running.waitUntil('writes are acknowledged again', () => acknowledged.length > acknowledgedBeforeRecovery);
    loadRunning = false;
    await load;

    expect(app.isAlive()).toBe(true);
    expect(failures).toEqual([]);
    expect(statuses.filter((s) => s !== 200 && s !== 201 && s !== 503)).toEqual([]);
    const me = await call(app, 'GET', '/api/user/me', undefined, token);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: before.username.toLowerCase() });
    const stored = await usernamesIn(cluster.url);
    expect(acknowledged.filter((username) => !stored.has(username))).toEqual([]);
  });

  it('started while PostgreSQL is down, waits for it, then migrates and serves', async () => {
    const stopped = (cluster = await createPgCluster({ port: await freePort() }));
    app = await spawnApp({ DATABASE_URL: stopped.url });
    const waiting = app;
    await waiting.waitUntil(
      'the app has tried twice',
      () => (waiting.output().match(/The database is not reachable/g)?.length ?? 0) >= 2,
    );
    expect(app.isAlive()).toBe(true);
    expectUnavailable(await health(app));
    expectUnavailable(await call(app, 'POST', '/api/user/signup', signUpBody()));

    await stopped.start();
    await waiting.waitUntil('the app is healthy', async () => (await health(waiting)).status === 200);
    const user = signUpBody();
    expect((await call(waiting, 'POST', '/api/user/signup', user)).status).toBe(201);
    expect(await usernamesIn(stopped.url)).toContain(user.username.toLowerCase());
  });

  it('survives the connection dying inside a transaction, and the pool reconnects', async () => {
    const server = (cluster = await createPgCluster({ port: await freePort() }));
    await server.start();
    const lost: Error[] = [];
    const database = await openDatabase({ databaseUrl: server.url, onConnectionError: (err) => lost.push(err) });
    try {
      // Between two statements of a transaction the connection is checked out of the pool: an 'error'
      // event there has no listener of the pool's and, unhandled, would end the process.
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await server.stop('immediate');
        await waitUntil('the connection reported its loss', () => lost.length > 0);
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toSatisfy(isDatabaseUnavailable);
      expect(lost.map((err) => err.message)).toContain('Connection terminated unexpectedly');
      await expect(database.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);

      await server.start();
      await waitUntil('the pool reconnects', async () => {
        await database.db.execute(sql`select 1`);
        return true;
      });
    } finally {
      await database.close();
    }
  });

  it('listens again after an outage, telling subscribers to re-read what they missed', async () => {
    const server = (cluster = await createPgCluster({ port: await freePort() }));
    await server.start();
    const database = await openDatabase({ databaseUrl: server.url });
    try {
      const got: string[] = [];
      let reconnects = 0;
      await database.notifications.listen('hk_lists', (payload) => got.push(payload));
      database.notifications.onReconnect(() => reconnects++);
      await notify(database.db, 'hk_lists', 'before');
      await waitUntil('the first notification arrived', () => got.length === 1);

      await server.stop('immediate');
      await server.start();
      await waitUntil('the listener is back', () => reconnects === 1);
      await notify(database.db, 'hk_lists', 'after');
      await waitUntil('the second notification arrived', () => got.length === 2);
      expect(got).toEqual(['before', 'after']);
    } finally {
      await database.close();
    }
  });
});
