import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';

const CHEDDAR = { text: '100 g cheddar cheese', name: 'cheddar cheese' };
const full = { kcal: 500, protein: 20, fat: 10, saturatedFat: 3, carbohydrate: 60, sugars: 5, fiber: 4, sodium: 800 };

/** Each instance keeps nutrition per recipe; a change made on one shows in the other's next answers. */
describe('nutrition kept across two app instances', () => {
  let instances: TestInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let admin: TestUser;
  let user: TestUser;

  beforeAll(async () => {
    instances = await createTestInstances();
    [a, b] = instances.apps;
    [admin, user] = await Promise.all([createAdmin(a), createUser(a)]);
  });
  afterAll(() => instances?.close());

  const add = async (name: string, servings: number, lines: object[]): Promise<number> => {
    const res = await a.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings }, ingredients: lines as never }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const kcal = async (app: FastifyInstance, id: number): Promise<number> => {
    const res = await app.inject({ method: 'GET', url: `/api/recipes/${id}/nutrition`, headers: user.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().perServing.kcal;
  };
  const send = async (app: FastifyInstance, method: 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers: admin.auth, ...(payload && { payload }) });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };

  it('keeps an answer: a write that tells no instance is not seen until something changes', async () => {
    const id = await add('Kept cheese', 1, [CHEDDAR]);
    expect(await kcal(b, id)).toBe(403);
    // Straight into the table, outside the app: no NOTIFY, no catalogue version.
    await instances.db.execute(
      sql`insert into nutrition_overrides (recipe_id, per_serving) values (${id}, ${JSON.stringify(full)}::jsonb)`,
    );
    expect(await kcal(b, id)).toBe(403);
    // Any recipe saved bumps the catalogue's version, read with the session: every kept answer is redone.
    await add('Another dish', 1, [CHEDDAR]);
    expect(await kcal(b, id)).toBe(500);
  });

  it('shows an override put and deleted on one instance in the other’s next answer', async () => {
    const id = await add('Override across', 2, [CHEDDAR]);
    expect(await kcal(b, id)).toBe(202);
    await send(a, 'PUT', `/api/recipes/${id}/nutrition`, { perServing: full });
    await expect.poll(() => kcal(b, id)).toBe(500);
    await send(a, 'DELETE', `/api/recipes/${id}/nutrition`);
    await expect.poll(() => kcal(b, id)).toBe(202);
  });

  it('shows a food match put and deleted on one instance in the other’s next answer', async () => {
    const id = await add('Match across', 1, [{ text: '100 g gouda', name: 'smoked gouda' }]);
    const before = await kcal(b, id);
    // 01001 Butter, salted: 717 kcal a 100 g.
    await send(a, 'PUT', '/api/admin/food-matches', { name: 'smoked gouda', foodId: 1001 });
    await expect.poll(() => kcal(b, id)).toBe(717);
    await send(a, 'DELETE', '/api/admin/food-matches/smoked%20gouda');
    await expect.poll(() => kcal(b, id)).toBe(before);
  });

  it('shows an edit of a sub-recipe on one instance in its parent’s next answer on the other', async () => {
    const sub = await add('Sub across', 1, [CHEDDAR]);
    const parent = await add('Parent across', 1, [{ recipeId: sub, qty: 1, measurement: 'batch' }]);
    expect(await kcal(b, parent)).toBe(403);
    const res = await a.inject({
      method: 'PUT',
      url: `/api/recipes/${sub}`,
      headers: admin.auth,
      payload: recipePayload({
        details: { name: 'Sub across', servings: 1 },
        ingredients: [{ ...CHEDDAR, text: '200 g cheddar cheese' }],
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    // The catalogue version travels with the session's read: no waiting.
    expect(await kcal(b, parent)).toBe(806);
  });
});
