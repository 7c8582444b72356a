import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionEntries, collections, recipes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('collections: /api/collections', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createUser(t.app);
    bob = await createUser(t.app);
    ids = [];
    for (const name of ['Apple Pie', 'Beef Stew', 'Carrot Cake', 'Date Loaf'])
      ids.push(await createRecipe(t.db, { details: { name } }));
  });
  afterAll(() => t.close());

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/collections${url}`, headers: user.auth, ...(payload ? { payload } : {}) });
  const make = async (user: TestUser, payload: object) => (await call(user, 'POST', '', payload)).json();
  const names = async (user: TestUser, id: number, query = '') =>
    (await call(user, 'GET', `/${id}/recipes${query}`))
      .json()
      .rows.map((r: { name: string; section: string | null }) => (r.section ? `${r.section}: ${r.name}` : r.name));

  it('creates, reads, renames and deletes a manual collection', async () => {
    const res = await call(alice, 'POST', '', { name: '  Sunday dinners ', description: 'Slow food' });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: 'Sunday dinners',
      description: 'Slow food',
      kind: 'manual',
      filter: null,
      recipeCount: 0,
    });
    expect((await call(alice, 'GET', `/${created.id}`)).json()).toEqual(created);
    const renamed = (await call(alice, 'PATCH', `/${created.id}`, { name: 'Sundays' })).json();
    expect(renamed).toMatchObject({ id: created.id, name: 'Sundays', description: 'Slow food' });
    expect((await call(alice, 'DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/${created.id}`)).statusCode).toBe(404);
  });

  it('keeps names unique per user case-insensitively (409), 1–100 characters (400)', async () => {
    await make(alice, { name: 'Cakes' });
    const taken = await call(alice, 'POST', '', { name: 'CAKES' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('A collection with this name exists');
    expect((await call(bob, 'POST', '', { name: 'cakes' })).statusCode).toBe(201);
    const other = await make(alice, { name: 'Pies' });
    expect((await call(alice, 'PATCH', `/${other.id}`, { name: 'cakes' })).statusCode).toBe(409);
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const res = await call(alice, 'POST', '', { name });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty('name');
    }
    const long = await call(alice, 'POST', '', { name: 'n', description: 'd'.repeat(1001) });
    expect(long.json().details).toHaveProperty('description');
  });

  it('orders entries with sections; PUT sets the whole order, POST appends, DELETE removes', async () => {
    const c = await make(alice, { name: 'Baking' });
    const put = await call(alice, 'PUT', `/${c.id}/entries`, {
      entries: [{ recipeId: ids[2], section: 'Cakes' }, { recipeId: ids[0], section: 'Pies' }, { recipeId: ids[3] }],
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().recipeCount).toBe(3);
    expect(await names(alice, c.id)).toEqual(['Cakes: Carrot Cake', 'Pies: Apple Pie', 'Date Loaf']);
    const added = await call(alice, 'POST', `/${c.id}/entries`, { recipeId: ids[1], section: 'Stews' });
    expect(added.json().recipeCount).toBe(4);
    expect((await call(alice, 'POST', `/${c.id}/entries`, { recipeId: ids[1] })).statusCode).toBe(409);
    expect(await names(alice, c.id)).toEqual([
      'Cakes: Carrot Cake',
      'Pies: Apple Pie',
      'Date Loaf',
      'Stews: Beef Stew',
    ]);
    expect((await call(alice, 'DELETE', `/${c.id}/entries/${ids[0]}`)).json().recipeCount).toBe(3);
    expect((await call(alice, 'DELETE', `/${c.id}/entries/${ids[0]}`)).statusCode).toBe(404);
    expect(await names(alice, c.id, '?sort=name')).toEqual(['Stews: Beef Stew', 'Cakes: Carrot Cake', 'Date Loaf']);
  });

  it('refuses a recipe twice (400 entries), an unknown recipe (404) and changes nothing', async () => {
    const c = await make(alice, { name: 'Strict' });
    await call(alice, 'PUT', `/${c.id}/entries`, { entries: [{ recipeId: ids[0] }] });
    const twice = await call(alice, 'PUT', `/${c.id}/entries`, {
      entries: [{ recipeId: ids[1] }, { recipeId: ids[1] }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().details).toHaveProperty('entries');
    const unknown = await call(alice, 'PUT', `/${c.id}/entries`, {
      entries: [{ recipeId: ids[1] }, { recipeId: 999_999 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect((await call(alice, 'POST', `/${c.id}/entries`, { recipeId: 999_999 })).statusCode).toBe(404);
    const section = await call(alice, 'POST', `/${c.id}/entries`, { recipeId: ids[2], section: 's'.repeat(81) });
    expect(section.json().details).toHaveProperty('section');
    expect(await names(alice, c.id)).toEqual(['Apple Pie']);
  });

  it('holds at most 500 entries and 200 collections a user (over: 400 entries, 409)', async () => {
    const c = await make(alice, { name: 'Huge' });
    const many = Array.from({ length: 501 }, (_, i) => ({ recipeId: i + 1 }));
    const res = await call(alice, 'PUT', `/${c.id}/entries`, { entries: many });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('entries');
    const filler = await t.db
      .insert(recipes)
      .values(Array.from({ length: 500 }, (_, i) => ({ name: `Filler ${i}`, servings: 2, cookTime: 10 })))
      .returning({ id: recipes.id });
    await t.db
      .insert(collectionEntries)
      .values(filler.map((r, position) => ({ collectionId: c.id, recipeId: r.id, position })));
    expect((await call(alice, 'GET', `/${c.id}`)).json().recipeCount).toBe(500);
    const full = await call(alice, 'POST', `/${c.id}/entries`, { recipeId: ids[0] });
    expect(full.statusCode).toBe(400);
    expect(full.json().details).toHaveProperty('entries');
    const dan = await createUser(t.app);
    await t.db.insert(collections).values(Array.from({ length: 199 }, (_, i) => ({ userId: dan.id, name: `c${i}` })));
    expect((await call(dan, 'POST', '', { name: 'last' })).statusCode).toBe(201);
    expect((await call(dan, 'POST', '', { name: 'one more' })).statusCode).toBe(409);
    expect((await call(dan, 'GET', '')).json().count).toBe(200);
  });

  it('lists only active recipes, counts them, and lists the caller’s collections by name', async () => {
    const erin = await createUser(t.app);
    const hidden = await createRecipe(t.db, { details: { name: 'Retired Dish' } });
    const c = await make(erin, { name: 'zeta' });
    await make(erin, { name: 'Alpha' });
    await call(erin, 'PUT', `/${c.id}/entries`, { entries: [{ recipeId: hidden }, { recipeId: ids[0] }] });
    await t.db.update(recipes).set({ isActive: false }).where(eq(recipes.id, hidden));
    expect(await names(erin, c.id)).toEqual(['Apple Pie']);
    const listed = (await call(erin, 'GET', '')).json();
    expect(listed.rows.map((r: { name: string }) => r.name)).toEqual(['Alpha', 'zeta']);
    expect(listed.rows[1].recipeCount).toBe(1);
    expect((await call(erin, 'GET', `/${c.id}/recipes`)).json().count).toBe(1);
  });

  it('answers 404 for another user’s collection on every route, and changes nothing', async () => {
    const c = await make(alice, { name: 'Private' });
    const routes: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', `/${c.id}`],
      ['PATCH', `/${c.id}`, { name: 'Mine now' }],
      ['DELETE', `/${c.id}`],
      ['PUT', `/${c.id}/entries`, { entries: [{ recipeId: ids[0] }] }],
      ['POST', `/${c.id}/entries`, { recipeId: ids[0] }],
      ['DELETE', `/${c.id}/entries/${ids[0]}`],
      ['GET', `/${c.id}/recipes`],
    ];
    for (const [method, url, payload] of routes)
      expect((await call(bob, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    expect((await call(alice, 'GET', `/${c.id}`)).json()).toMatchObject({ name: 'Private', recipeCount: 0 });
  });

  it('makes a smart collection from GET /api/recipes filter names; unknown or bad names are 400 filter.<name>', async () => {
    const smart = await call(alice, 'POST', '', {
      name: 'Quick American',
      filter: { cuisine: 'american', cookTime: '30' },
    });
    expect(smart.statusCode).toBe(201);
    expect(smart.json()).toMatchObject({ kind: 'smart', filter: { cuisine: 'american', cookTime: '30' } });
    for (const [filter, field] of [
      [{ colour: 'red' }, 'filter.colour'],
      [{ cuisine: 'martian' }, 'filter.cuisine'],
      [{ cookTime: '45' }, 'filter.cookTime'],
    ] as const) {
      const res = await call(alice, 'POST', '', { name: `bad ${field}`, filter });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty(field);
    }
    const id = smart.json().id;
    expect((await call(alice, 'POST', `/${id}/entries`, { recipeId: ids[0] })).statusCode).toBe(409);
    expect((await call(alice, 'PUT', `/${id}/entries`, { entries: [] })).statusCode).toBe(409);
  });

  it('saves the filter, not its results: a new matching recipe joins, PATCH changes it', async () => {
    const c = await make(alice, { name: 'Soups', filter: { q: 'zuppa' } });
    expect(c.recipeCount).toBe(0);
    await createRecipe(t.db, { details: { name: 'Zuppa Toscana' } });
    expect(await names(alice, c.id)).toEqual(['Zuppa Toscana']);
    expect((await call(alice, 'GET', `/${c.id}`)).json().recipeCount).toBe(1);
    const [{ n }] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(collectionEntries)
      .where(eq(collectionEntries.collectionId, c.id));
    expect(n).toBe(0);
    const patched = (await call(alice, 'PATCH', `/${c.id}`, { filter: { q: 'stew' } })).json();
    expect(patched.filter).toEqual({ q: 'stew' });
    expect(await names(alice, c.id)).toEqual(['Beef Stew']);
  });
});
