import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the food table: /api/foods', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, auth: Record<string, string> | undefined = user.auth) =>
    t.app.inject({ method: 'GET', url, headers: auth });

  it('lists all 8,858 SR24 foods, 25 a page, in SR order', async () => {
    const res = await get('/api/foods');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(8858);
    expect(body.rows).toHaveLength(25);
    expect(body.rows[0]).toEqual({
      id: 1001,
      ndb: '01001',
      name: 'Butter, salted',
      per100g: {
        kcal: 717,
        protein: 0.85,
        fat: 81.11,
        saturatedFat: 51.368,
        carbohydrate: 0.06,
        sugars: 0.06,
        fiber: 0,
        sodium: 714,
      },
      measures: [
        { amount: 1, name: 'cup', grams: 227 },
        { amount: 1, name: 'tbsp', grams: 14.2 },
        { amount: 1, name: 'pat (1" sq, 1/3" high)', grams: 5 },
        { amount: 1, name: 'stick', grams: 113 },
      ],
    });
    const last = (await get('/api/foods?page=355')).json();
    expect(last.rows).toHaveLength(8858 - 354 * 25);
    expect((await get('/api/foods?page=356')).json()).toEqual({ rows: [], count: 8858 });
  });

  it('searches by words of the name and by SR number', async () => {
    const eggs = (await get('/api/foods?q=egg%20whole%20raw')).json();
    expect(eggs.rows[0]).toMatchObject({ ndb: '01123', name: 'Egg, whole, raw, fresh' });
    expect(eggs.rows[0].measures).toContainEqual({ amount: 1, name: 'large', grams: 50 });
    expect(eggs.count).toBeGreaterThan(1);
    expect((await get('/api/foods?ndb=01123')).json()).toMatchObject({ count: 1, rows: [{ id: 1123 }] });
    expect((await get('/api/foods?ndb=1123')).json()).toMatchObject({ count: 1, rows: [{ ndb: '01123' }] });
    expect((await get('/api/foods?ndb=1123&q=butter')).json()).toEqual({ rows: [], count: 0 });
    expect((await get('/api/foods?q=xyzzy')).json()).toEqual({ rows: [], count: 0 });
    // A nutrient SR24 does not give is null, not 0.
    expect((await get('/api/foods/1008')).json().per100g.sugars).toBeNull();
  });

  it('answers one food by id, 404 for an unknown one, 400 for a bad id or query, 401 without a token', async () => {
    expect((await get('/api/foods/11353')).json()).toMatchObject({
      ndb: '11353',
      name: 'Potatoes, russet, flesh and skin, raw',
    });
    const missing = await get('/api/foods/99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'Food not found' });
    expect((await get('/api/foods/abc')).statusCode).toBe(400);
    const badNdb = await get('/api/foods?ndb=12x');
    expect(badNdb.statusCode).toBe(400);
    expect(badNdb.json().details).toHaveProperty('ndb');
    expect((await get('/api/foods?page=0')).json().details).toHaveProperty('page');
    expect((await get('/api/foods', {})).statusCode).toBe(401);
    expect((await get('/api/foods/1001', {})).statusCode).toBe(401);
  });
});

describe('admin food matches: /api/admin/food-matches', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const call = (who: TestUser, method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, payload });

  it('puts a match by name (case and spaces ignored), lists it and deletes it', async () => {
    const put = await call(admin, 'PUT', '/api/admin/food-matches', { name: '  Russet   Potatoes ', foodId: 11353 });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({
      name: 'russet potatoes',
      food: { id: 11353, ndb: '11353', name: 'Potatoes, russet, flesh and skin, raw' },
    });
    // Again with another food: the same name is changed, not added.
    await call(admin, 'PUT', '/api/admin/food-matches', { name: 'russet potatoes', foodId: 11352 });
    await call(admin, 'PUT', '/api/admin/food-matches', { name: 'eggs', foodId: 1129 });
    const listed = (await call(admin, 'GET', '/api/admin/food-matches')).json();
    expect(listed).toEqual({
      rows: [
        {
          name: 'eggs',
          food: { id: 1129, ndb: '01129', name: expect.stringMatching(/^Egg, whole, cooked, hard-boiled/) },
        },
        { name: 'russet potatoes', food: { id: 11352, ndb: '11352', name: 'Potato, flesh and skin, raw' } },
      ],
      count: 2,
    });
    expect((await call(admin, 'DELETE', '/api/admin/food-matches/Russet%20Potatoes')).statusCode).toBe(204);
    expect((await call(admin, 'DELETE', '/api/admin/food-matches/russet%20potatoes')).statusCode).toBe(404);
    expect((await call(admin, 'GET', '/api/admin/food-matches')).json().count).toBe(1);
  });

  it('refuses bad input, an unknown food and non-admins, storing nothing', async () => {
    const before = (await call(admin, 'GET', '/api/admin/food-matches')).json().count;
    const noName = await call(admin, 'PUT', '/api/admin/food-matches', { name: '   ', foodId: 1001 });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details).toHaveProperty('name');
    const badId = await call(admin, 'PUT', '/api/admin/food-matches', { name: 'butter', foodId: '1001' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().details).toHaveProperty('foodId');
    const unknown = await call(admin, 'PUT', '/api/admin/food-matches', { name: 'butter', foodId: 99999 });
    expect(unknown.statusCode).toBe(404);
    expect((await call(user, 'PUT', '/api/admin/food-matches', { name: 'butter', foodId: 1001 })).statusCode).toBe(403);
    expect((await call(user, 'GET', '/api/admin/food-matches')).statusCode).toBe(403);
    expect((await call(user, 'DELETE', '/api/admin/food-matches/eggs')).statusCode).toBe(403);
    expect((await call(admin, 'GET', '/api/admin/food-matches')).json().count).toBe(before);
  });
});
