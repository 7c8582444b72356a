import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { DEMO_DISHES } from './db/seed/catalogue.ts';
import { recipePayload, signUpBody } from './test/factories.ts';
import { spawnApp } from './test/app-process.ts';
import { startCluster, type Cluster } from './test/cluster.ts';
import { createTestDatabase } from './test/test-app.ts';

const LOGIN_LIMIT = 6;
const ADMIN = { username: 'clusteradmin', password: 'cluster-admin-pass' };

async function scalar(db: DatabaseHandle['db'], query: string): Promise<number> {
  const result = await db.execute(sql.raw(query));
  return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
}

/**
 * docs/decisions/several-instances.md: three real app processes on one PostgreSQL behind a round-robin balancer. Each rule here fails
 * when its state is kept per process (a session cache, a rate limit, a count cache, a seed run per start).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances behind a balancer', () => {
  let database: DatabaseHandle & { url?: string };
  let cluster: Cluster;
  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
    cluster = await startCluster(3, {
      DATABASE_URL: database.url!,
      SEED_DEMO: 'true',
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    });
  }, 180_000);
  afterAll(async () => {
    await cluster?.close();
    await database?.close();
  }, 60_000);

  const signUp = async () => {
    const body = signUpBody();
    const res = await cluster.call('POST', '/api/user/signup', { body });
    expect(res.status).toBe(201);
    const login = await cluster.call('POST', '/api/user/login', {
      body: { username: body.username, password: body.password },
    });
    expect(login.status).toBe(200);
    return { ...body, token: login.body.token as string };
  };

  it('three starting at once migrate and seed once', async () => {
    expect(await scalar(database.db, 'select count(*)::int as n from recipes')).toBe(DEMO_DISHES.length);
    expect(await scalar(database.db, `select count(*)::int as n from users where username = '${ADMIN.username}'`)).toBe(
      1,
    );
  });

  it('a logout through one instance is refused on every other at once', async () => {
    const cook = await signUp();
    const [a, b, c] = cluster.instances;
    for (const via of [a, b, c])
      expect((await cluster.call('GET', '/api/user/me', { token: cook.token, via })).status).toBe(200);
    expect((await cluster.call('POST', '/api/user/logout', { token: cook.token, via: a })).status).toBe(204);
    for (const via of [b, c])
      expect((await cluster.call('GET', '/api/user/me', { token: cook.token, via })).status).toBe(401);
  });

  it('a password change through one instance refuses the old password on the others', async () => {
    const cook = await signUp();
    const [a, b, c] = cluster.instances;
    const changed = await cluster.call('PUT', '/api/user/editMe', {
      token: cook.token,
      via: a,
      body: { password: 'a-new-secret' },
    });
    expect(changed.status).toBe(200);
    for (const via of [b, c]) {
      const old = await cluster.call('POST', '/api/user/login', {
        via,
        body: { username: cook.username, password: cook.password },
      });
      expect(old.status).toBe(401);
    }
  });

  it('wrong passwords spread over the instances, in turn and all at once, are checked only up to one limit', async () => {
    for (const wave of ['in turn', 'at once'] as const) {
      const cook = await signUp();
      const attempt = () =>
        cluster.call('POST', '/api/user/login', { body: { username: cook.username, password: 'wrong-password' } });
      const answers =
        wave === 'at once'
          ? await Promise.all(Array.from({ length: 30 }, attempt))
          : await Array.from({ length: 30 }).reduce<Promise<{ status: number }[]>>(
              async (done) => [...(await done), await attempt()],
              Promise.resolve([]),
            );
      expect(answers.filter((a) => a.status === 401)).toHaveLength(LOGIN_LIMIT);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(30 - LOGIN_LIMIT);
    }
  });

  it('a recipe added through one instance is in the rows and the count of every instance at once', async () => {
    const admin = await cluster.call('POST', '/api/user/login', { body: ADMIN });
    const token = admin.body.token as string;
    for (let i = 0; i < 6; i++) {
      const [writer, ...readers] = [...cluster.instances.slice(i % 3), ...cluster.instances.slice(0, i % 3)];
      const before = await cluster.call('GET', '/api/recipes?active=both', { token, via: readers[0] });
      const added = await cluster.call('POST', '/api/recipes/add-recipe', {
        token,
        via: writer,
        body: recipePayload(),
      });
      expect(added.status).toBe(201);
      for (const via of readers) {
        const after = await cluster.call('GET', '/api/recipes?active=both', { token, via });
        expect(after.body.count).toBe((before.body.count as number) + 1);
      }
    }
  });

  it('with one instance killed, the others serve every request, and a restarted one serves at once', async () => {
    const cook = await signUp();
    const victim = cluster.instances[1]!;
    victim.child.kill('SIGKILL');
    await victim.waitUntil('it has exited', () => false).catch(() => undefined);
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => cluster.call('GET', '/api/recipes?page=1', { token: cook.token })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(60).fill(200));

    const restarted = await spawnApp({ DATABASE_URL: database.url!, SEED_DEMO: 'true' });
    try {
      await restarted.waitUntil('it serves', async () => (await fetch(`${restarted.baseUrl}/api/health`)).ok);
      const me = await cluster.call('GET', '/api/user/me', { token: cook.token, via: restarted });
      expect(me.status).toBe(200);
      const counts = await Promise.all(
        [restarted, cluster.instances[0]!].map(
          async (via) => (await cluster.call('GET', '/api/recipes', { token: cook.token, via })).body.count,
        ),
      );
      expect(counts[0]).toBe(counts[1]);
    } finally {
      await restarted.stop();
    }
  });
});
