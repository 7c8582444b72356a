import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openDatabase, type DatabaseHandle } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import { createAdmin, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';

/** Issue 21: a read after an acknowledged write shows it on any instance, counts included. */
describe('recipe counts across two app instances', () => {
  let handle: DatabaseHandle & { url?: string };
  let second: DatabaseHandle | undefined;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    handle = await createTestDatabase();
    second = handle.url ? await openDatabase({ databaseUrl: handle.url }) : undefined;
    [a, b] = await Promise.all(
      [handle.db, second?.db ?? handle.db].map((db) => buildApp({ config: testConfig(), db })),
    );
    await Promise.all([a.ready(), b.ready()]);
    admin = await createAdmin(a);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await second?.close();
    await handle?.close();
  });

  const list = async (app: FastifyInstance, query = '') => {
    const res = await app.inject({ method: 'GET', url: `/api/recipes${query}`, headers: admin.auth });
    expect(res.statusCode).toBe(200);
    return res.json() as { rows: { id: number }[]; count: number };
  };

  it('shows a recipe added on A in the rows and the count on B at once', async () => {
    for (let i = 1; i <= 3; i++) {
      await list(b);
      await list(b, '?active=yes');
      const added = await a.inject({
        method: 'POST',
        url: '/api/recipes/add-recipe',
        headers: admin.auth,
        payload: recipePayload(),
      });
      expect(added.statusCode).toBe(201);
      const seen = await list(b);
      expect(seen.count).toBe(i);
      expect(seen.rows).toHaveLength(i);
      expect((await list(b, '?active=yes')).count).toBe(i);
    }
  });

  it('shows a change made in SQL, outside any app, in the next count on every instance', async () => {
    const before = [(await list(a, '?active=yes')).count, (await list(b, '?active=yes')).count];
    expect(before[0]).toBeGreaterThan(0);
    expect(before[1]).toBe(before[0]);
    await handle.db.execute(sql`update recipes set is_active = false where id = (select min(id) from recipes)`);
    expect((await list(a, '?active=yes')).count).toBe(before[0] - 1);
    expect((await list(b, '?active=yes')).count).toBe(before[0] - 1);
    expect((await list(b, '?cuisine=american')).count).toBe(before[0]);
    await handle.db.execute(sql`delete from recipe_cuisines where recipe_id = (select max(id) from recipes)`);
    expect((await list(b, '?cuisine=american')).count).toBe(before[0] - 1);
  });
});
