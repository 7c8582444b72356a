import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createAdmin, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';

/** Several instances (docs/decisions/several-instances.md): a read after an acknowledged write shows it on any instance, counts included. */
describe('recipe counts across two app instances', () => {
  let instances: TestInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;
  beforeAll(async () => {
    instances = await createTestInstances();
    [a, b] = instances.apps;
    admin = await createAdmin(a);
  });
  afterAll(() => instances?.close());

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
    await instances.db.execute(sql`update recipes set is_active = false where id = (select min(id) from recipes)`);
    expect((await list(a, '?active=yes')).count).toBe(before[0] - 1);
    expect((await list(b, '?active=yes')).count).toBe(before[0] - 1);
    expect((await list(b, '?cuisine=american')).count).toBe(before[0]);
    await instances.db.execute(sql`delete from recipe_cuisines where recipe_id = (select max(id) from recipes)`);
    expect((await list(b, '?cuisine=american')).count).toBe(before[0] - 1);
  });
});
