import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { likes } from '../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../test/factories.ts';
import { createTestDatabase, testConfig } from '../test/test-app.ts';

/**
 * The real app with tiny overload limits and one extra route that holds its turn until the test
 * lets it go, standing in for slow database work.
 */
async function appWithSlowRoute(overload: AppConfig['overload']) {
  const handle = await createTestDatabase();
  const app = await buildApp({ config: testConfig({ overload }), db: handle.db });
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started = 0;
  app.get('/api/test/slow', { config: { public: true } }, async () => {
    started++;
    await gate;
    return { ok: true };
  });
  await app.ready();
  return { app, handle, open, started: () => started };
}

const slow = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/test/slow' });

describe('overload: a full queue answers 503 with Retry-After at once', () => {
  let t: Awaited<ReturnType<typeof appWithSlowRoute>>;
  let user: TestUser;
  let recipeId: number;
  beforeAll(async () => {
    t = await appWithSlowRoute({ concurrency: 2, queueLimit: 3, maxWaitMs: 600_000, giveUpMs: 600_000 });
    user = await createUser(t.app);
    recipeId = await createRecipe(t.app.deps.db);
  });
  afterAll(async () => {
    await t.app.close();
    await t.handle.close();
  });

  it('runs 2, queues 3, turns the rest away before any handler runs, then serves the queue', async () => {
    const held = Array.from({ length: 5 }, () => slow(t.app));
    // Two are in their handler; three wait. Everything after answers while the gate is still shut.
    await expect.poll(() => t.started()).toBe(2);
    const rejected = await Promise.all([
      slow(t.app),
      t.app.inject({
        method: 'PUT',
        url: '/api/user/me/updateFavorites',
        headers: user.auth,
        payload: { action: 'add', id: recipeId },
      }),
    ]);
    for (const res of rejected) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json()).toEqual({
        error: 'The server is busy right now. Try again in a moment.',
        code: 'UNAVAILABLE',
      });
    }
    expect(t.started()).toBe(2);
    // The turned-away write never ran.
    expect(await t.app.deps.db.select().from(likes).where(eq(likes.userId, user.id))).toEqual([]);

    // Health stays outside the gate, so monitoring sees a live server.
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);

    t.open();
    const served = await Promise.all(held);
    expect(served.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(t.started()).toBe(5);

    // Once the line has drained, requests run again.
    const after = await t.app.inject({
      method: 'PUT',
      url: '/api/user/me/updateFavorites',
      headers: user.auth,
      payload: { action: 'add', id: recipeId },
    });
    expect(after.statusCode).toBe(200);
    expect(await t.app.deps.db.select().from(likes).where(eq(likes.userId, user.id))).toHaveLength(1);
  });
});

describe('overload: a line that does not move answers 503 instead of hanging', () => {
  let t: Awaited<ReturnType<typeof appWithSlowRoute>>;
  beforeAll(async () => {
    t = await appWithSlowRoute({ concurrency: 1, queueLimit: 100, maxWaitMs: 1, giveUpMs: 600_000 });
  });
  afterAll(async () => {
    await t.app.close();
    await t.handle.close();
  });

  it('refuses newcomers at once while the head of the line has waited maxWaitMs, then recovers', async () => {
    const first = slow(t.app);
    await expect.poll(() => t.started()).toBe(1);
    const tries = [slow(t.app)];
    const answered: number[] = [];
    // Each try that still finds a young line joins it; the first one after 1 ms is refused at once.
    await expect
      .poll(
        () => {
          const attempt = slow(t.app);
          tries.push(attempt);
          void attempt.then((r) => answered.push(r.statusCode));
          return answered;
        },
        { timeout: 20_000 },
      )
      .toContain(503);
    expect(t.started()).toBe(1);
    t.open();
    expect((await first).statusCode).toBe(200);
    const results = await Promise.all(tries);
    const refused = results.filter((r) => r.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].headers['retry-after']).toBe('2');
    // Those let in were served, none dropped.
    expect(results.filter((r) => r.statusCode === 200).length).toBe(results.length - refused.length);
    expect(t.started()).toBe(1 + results.length - refused.length);
    // The line has drained: the next request runs.
    expect((await slow(t.app)).statusCode).toBe(200);
  });
});

describe('overload: a request that gets no turn gives up', () => {
  let t: Awaited<ReturnType<typeof appWithSlowRoute>>;
  beforeAll(async () => {
    t = await appWithSlowRoute({ concurrency: 1, queueLimit: 10, maxWaitMs: 600_000, giveUpMs: 20 });
  });
  afterAll(async () => {
    await t.app.close();
    await t.handle.close();
  });

  it('answers a queued request 503 after giveUpMs, and the slot still comes back', async () => {
    const first = slow(t.app);
    await expect.poll(() => t.started()).toBe(1);
    const waited = await slow(t.app);
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('2');
    expect(t.started()).toBe(1);
    t.open();
    expect((await first).statusCode).toBe(200);
    expect((await slow(t.app)).statusCode).toBe(200);
  });
});
