import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pantryItems, pantryLocations } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { pantryCalls } from './pantry-test-support.ts';

describe('/api/pantry: refusals, other households, the limit and locations', () => {
  let t: TestApp;
  let calls: ReturnType<typeof pantryCalls>;
  let cook: TestUser;
  let other: TestUser;

  const itemCount = async () => (await t.db.select({ n: count() }).from(pantryItems))[0]!.n;
  const locationCount = async () => (await t.db.select({ n: count() }).from(pantryLocations))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    calls = pantryCalls(t.app);
    [cook, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
  });
  afterAll(() => t.close());

  it('refuses each bad field with a 400 naming it, storing nothing', async () => {
    const cases: [unknown, string][] = [
      [{ name: 'oats', qty: -1 }, 'qty'],
      [{ name: 'oats', qty: '5' }, 'qty'],
      [{ name: 'oats', qty: 1_000_001 }, 'qty'],
      [{ name: 'oats', qty: 1, location: 'garage' }, 'location'],
      [{ name: 'oats', qty: 1, location: 'x'.repeat(41) }, 'location'],
      [{ name: 'oats', qty: 1, bestBefore: '2026-02-30' }, 'bestBefore'],
      [{ name: 'oats', qty: 1, bestBefore: '30.01.2027' }, 'bestBefore'],
      [{ name: '  ', qty: 1 }, 'name'],
      [{ name: 'o'.repeat(121), qty: 1 }, 'name'],
      [{ name: 'oats', text: '1 kg oats' }, 'name'],
      [{ qty: 1 }, 'name'],
      [{ text: '2000000 g oats' }, 'text'],
      [{ name: 'oats', qty: 1, staple: 'yes' }, 'staple'],
    ];
    for (const [payload, field] of cases) {
      const res = await calls.add(cook, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().details), JSON.stringify(payload)).toContain(field);
    }
    expect(await itemCount()).toBe(0);
    const item = (await calls.add(cook, { name: 'oats', qty: 1, unit: 'kg' })).json();
    for (const [payload, field] of [
      [{ qty: -0.5 }, 'qty'],
      [{ location: 'attic' }, 'location'],
      [{ bestBefore: '2027-13-01' }, 'bestBefore'],
      [{ name: '' }, 'name'],
    ] as const) {
      const res = await calls.send(cook, 'PATCH', `/api/pantry/${item.id}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().details)).toEqual([field]);
    }
    const [row] = await t.db.select().from(pantryItems).where(eq(pantryItems.id, item.id));
    expect(row).toMatchObject({ name: 'oats', qty: '1.000', unit: 'kilogram', bestBefore: null });
    expect((await calls.list(cook, '?location=garage')).details).toEqual({
      location: 'location must be a location of the household',
    });
  });

  it("answers 404 for another household's item and location, changing nothing", async () => {
    const item = (await calls.add(cook, { name: 'tea', qty: 80, unit: 'g' })).json();
    const shelf = (await calls.send(cook, 'POST', '/api/pantry/locations', { name: 'Shelf' })).json();
    expect((await calls.send(other, 'PATCH', `/api/pantry/${item.id}`, { qty: 1 })).statusCode).toBe(404);
    expect((await calls.send(other, 'DELETE', `/api/pantry/${item.id}`)).statusCode).toBe(404);
    expect((await calls.send(other, 'DELETE', `/api/pantry/locations/${shelf.id}`)).statusCode).toBe(404);
    expect((await calls.add(other, { name: 'tea', qty: 1, location: 'Shelf' })).statusCode).toBe(400);
    expect(await calls.list(other)).toEqual({ rows: [], count: 0 });
    const [row] = await t.db.select().from(pantryItems).where(eq(pantryItems.id, item.id));
    expect(row).toMatchObject({ qty: '80.000' });
    expect((await t.db.select().from(pantryLocations).where(eq(pantryLocations.id, shelf.id))).length).toBe(1);
  });

  it('holds at most 2,000 items a household (409), while a merge still goes through', async () => {
    const user = await createUser(t.app);
    await calls.add(user, { name: 'item 0', qty: 1 });
    const [cupboard] = await t.db
      .select({ id: pantryLocations.id })
      .from(pantryLocations)
      .where(sql`${pantryLocations.ownerId} = ${user.id} and ${pantryLocations.name} = 'cupboard'`);
    await t.db.insert(pantryItems).values(
      Array.from({ length: 1999 }, (_, i) => ({
        ownerId: user.id,
        name: `item ${i + 1}`,
        foodKey: `item ${i + 1}`,
        qty: '1',
        locationId: cupboard!.id,
      })),
    );
    const refused = await calls.add(user, { name: 'one more', qty: 1 });
    expect(refused.statusCode, refused.body).toBe(409);
    expect((await calls.list(user)).count).toBe(2000);
    const merged = await calls.add(user, { name: 'item 0', qty: 2 });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ qty: 3 });
  });

  it('merges concurrent adds of one food into one item (the household lock), on PostgreSQL too', async () => {
    const user = await createUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => calls.add(user, { name: 'lentils', qty: 250, unit: 'g' })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const rows = await t.db.select().from(pantryItems).where(eq(pantryItems.ownerId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ qty: '2.000', unit: 'kilogram' });
  });

  it('has fridge, freezer and cupboard from the start; adds and deletes its own, with 409s', async () => {
    const user = await createUser(t.app);
    const start = (await calls.send(user, 'GET', '/api/pantry/locations')).json();
    expect(start).toEqual({
      rows: ['fridge', 'freezer', 'cupboard'].map((name) => ({ id: expect.any(Number), name, itemCount: 0 })),
      count: 3,
    });
    const made = await calls.send(user, 'POST', '/api/pantry/locations', { name: ' Garage shelf ' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toEqual({ id: expect.any(Number), name: 'Garage shelf', itemCount: 0 });
    const before = await locationCount();
    expect((await calls.send(user, 'POST', '/api/pantry/locations', { name: 'GARAGE SHELF' })).statusCode).toBe(409);
    expect((await calls.send(user, 'POST', '/api/pantry/locations', { name: 'Fridge' })).statusCode).toBe(409);
    for (const name of ['', 'x'.repeat(41)]) {
      const res = await calls.send(user, 'POST', '/api/pantry/locations', { name });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toEqual(['name']);
    }
    expect(await locationCount()).toBe(before);

    const jam = (await calls.add(user, { name: 'jam', qty: 2, unit: 'jars', location: 'garage shelf' })).json();
    expect(jam.location).toBe('Garage shelf');
    const listed = (await calls.send(user, 'GET', '/api/pantry/locations')).json();
    expect(listed.rows[3]).toEqual({ id: made.json().id, name: 'Garage shelf', itemCount: 1 });
    const busy = await calls.send(user, 'DELETE', `/api/pantry/locations/${made.json().id}`);
    expect(busy.statusCode).toBe(409);
    await calls.send(user, 'DELETE', `/api/pantry/${jam.id}`);
    expect((await calls.send(user, 'DELETE', `/api/pantry/locations/${made.json().id}`)).statusCode).toBe(204);
    expect(await locationCount()).toBe(before - 1);
    const fridge = start.rows[0].id;
    expect((await calls.send(user, 'DELETE', `/api/pantry/locations/${fridge}`)).statusCode).toBe(409);
  });
});
