import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pantryItems } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { joinHousehold, pantryCalls } from './pantry-test-support.ts';

describe('/api/pantry', () => {
  let t: TestApp;
  let calls: ReturnType<typeof pantryCalls>;
  let cook: TestUser;

  const rowOf = async (id: number) => (await t.db.select().from(pantryItems).where(eq(pantryItems.id, id)))[0];

  const itemCount = async () => (await t.db.select({ n: count() }).from(pantryItems))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    calls = pantryCalls(t.app);
    cook = await createUser(t.app);
  });
  afterAll(() => t.close());

  it('adds, reads, changes and deletes an item, with the unit canonical and cupboard by default', async () => {
    const res = await calls.add(cook, { name: 'Rolled Oats', qty: 750, unit: 'g' });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json();
    expect(item).toEqual({
      id: expect.any(Number),
      name: 'Rolled Oats',
      qty: 750,
      unit: 'gram',
      location: 'cupboard',
      bestBefore: null,
      staple: false,
      updatedAt: expect.any(String),
    });
    expect(await rowOf(item.id)).toMatchObject({ ownerId: cook.id, foodKey: 'rolled oat', qty: '750.000' });
    expect(await calls.list(cook)).toEqual({ rows: [item], count: 1 });

    const patched = await calls.send(cook, 'PATCH', `/api/pantry/${item.id}`, {
      qty: 1500,
      location: 'Fridge',
      bestBefore: '2027-01-31',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ qty: 1.5, unit: 'kilogram', location: 'fridge', bestBefore: '2027-01-31' });
    expect(await rowOf(item.id)).toMatchObject({ qty: '1.500', unit: 'kilogram', bestBefore: '2027-01-31' });
    const renamed = await calls.send(cook, 'PATCH', `/api/pantry/${item.id}`, { name: 'Jumbo Oats', bestBefore: null });
    expect(renamed.json()).toMatchObject({ name: 'Jumbo Oats', qty: 1.5, location: 'fridge', bestBefore: null });
    expect(await rowOf(item.id)).toMatchObject({ foodKey: 'jumbo oat', bestBefore: null });

    const gone = await calls.send(cook, 'DELETE', `/api/pantry/${item.id}`);
    expect(gone.statusCode).toBe(204);
    expect(await rowOf(item.id)).toBeUndefined();
    expect((await calls.send(cook, 'DELETE', `/api/pantry/${item.id}`)).statusCode).toBe(404);
  });

  it('parses free text like a list line: "500 g beef mince", "6 eggs" (a count)', async () => {
    const user = await createUser(t.app);
    const mince = (await calls.add(user, { text: '500 g beef mince', location: 'freezer' })).json();
    expect(mince).toMatchObject({ name: 'beef mince', qty: 500, unit: 'gram', location: 'freezer' });
    expect(await rowOf(mince.id)).toMatchObject({ foodKey: 'beef mince' });
    const eggs = (await calls.add(user, { text: '6 Eggs', location: 'fridge' })).json();
    expect(eggs).toMatchObject({ name: 'eggs', qty: 6, unit: null });
    expect(await rowOf(eggs.id)).toMatchObject({ foodKey: 'egg' });
    // The same food by name merges with the parsed one: the list's food key ("Egg" and "eggs").
    const more = await calls.add(user, { name: 'Egg', qty: 2, unit: 'whole', location: 'fridge' });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json()).toMatchObject({ id: eggs.id, qty: 8, unit: null });
  });

  it('merges a new item of the same food, location, date and family: amounts add up, 200 with that item', async () => {
    const user = await createUser(t.app);
    const first = (await calls.add(user, { name: 'flour', qty: 600, unit: 'g', bestBefore: '2027-03-01' })).json();
    const merged = await calls.add(user, { text: '0.5 kg flour', bestBefore: '2027-03-01' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json()).toMatchObject({ id: first.id, qty: 1.1, unit: 'kilogram' });
    expect(await rowOf(first.id)).toMatchObject({ qty: '1.100', unit: 'kilogram' });
    // Another date, another location or another family each make a new item.
    expect((await calls.add(user, { name: 'flour', qty: 1, unit: 'kg', bestBefore: '2027-04-01' })).statusCode).toBe(
      201,
    );
    expect((await calls.add(user, { name: 'flour', qty: 1, unit: 'kg' })).statusCode).toBe(201);
    expect(
      (await calls.add(user, { name: 'flour', qty: 1, unit: 'kg', bestBefore: '2027-03-01', location: 'fridge' }))
        .statusCode,
    ).toBe(201);
    expect((await calls.add(user, { name: 'flour', qty: 2, unit: 'cups', bestBefore: '2027-03-01' })).statusCode).toBe(
      201,
    );
    expect((await calls.list(user)).count).toBe(5);
  });

  it('adds cups and milliliters in one volume, exact to 3 decimals', async () => {
    const user = await createUser(t.app);
    const milk = (await calls.add(user, { name: 'milk', qty: 1, unit: 'cup', location: 'fridge' })).json();
    const merged = await calls.add(user, { name: 'Milk', qty: 100, unit: 'ml', location: 'fridge' });
    expect(merged.statusCode).toBe(200);
    // 1 cup = 236.588 ml; the sum is in the first amount's system (US): 336.588 ml = 1.423 cups.
    expect(merged.json()).toMatchObject({ id: milk.id, qty: 1.423, unit: 'cup' });
    const again = await calls.add(user, { name: 'milk', qty: 0.1, unit: 'cup', location: 'fridge' });
    expect(again.json()).toMatchObject({ qty: 1.523, unit: 'cup' });
    expect(await rowOf(milk.id)).toMatchObject({ qty: '1.523' });
  });

  it('keeps staples without an amount; an amount is required for anything else', async () => {
    const user = await createUser(t.app);
    const salt = await calls.add(user, { name: 'salt', staple: true });
    expect(salt.statusCode, salt.body).toBe(201);
    expect(salt.json()).toMatchObject({ name: 'salt', qty: null, unit: null, staple: true });
    const oil = await calls.add(user, { text: 'olive oil', staple: true });
    expect(oil.json()).toMatchObject({ name: 'olive oil', qty: null, staple: true });
    const before = await itemCount();
    const plain = await calls.add(user, { name: 'pepper' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().details).toEqual({ qty: 'qty is required unless the item is a staple' });
    const text = await calls.add(user, { text: 'pepper' });
    expect(text.statusCode).toBe(400);
    expect(Object.keys(text.json().details)).toEqual(['text']);
    const unstaple = await calls.send(user, 'PATCH', `/api/pantry/${salt.json().id}`, { staple: false });
    expect(unstaple.statusCode).toBe(400);
    expect(unstaple.json().details).toEqual({ qty: 'qty is required unless the item is a staple' });
    expect(await itemCount()).toBe(before);
    expect(await rowOf(salt.json().id)).toMatchObject({ staple: true, qty: null });
  });

  it('lists by name or by best-before (soonest first, none last), filtered by location and q, 25 a page', async () => {
    const user = await createUser(t.app);
    await calls.add(user, { name: 'yoghurt', qty: 1, bestBefore: '2027-01-05', location: 'fridge' });
    await calls.add(user, { name: 'apples', qty: 4 });
    await calls.add(user, { name: 'butter', qty: 250, unit: 'g', bestBefore: '2027-01-02', location: 'fridge' });
    const names = (body: { rows: { name: string }[] }) => body.rows.map((r) => r.name);
    expect(names(await calls.list(user))).toEqual(['apples', 'butter', 'yoghurt']);
    expect(names(await calls.list(user, '?sort=bestBefore'))).toEqual(['butter', 'yoghurt', 'apples']);
    expect(await calls.list(user, '?location=FRIDGE')).toMatchObject({ count: 2 });
    expect(await calls.list(user, '?page=1&location=&q=')).toMatchObject({ count: 3 });
    expect(names(await calls.list(user, '?q=PPL'))).toEqual(['apples']);
    for (let i = 0; i < 25; i++) await calls.add(user, { name: `item ${String(i).padStart(2, '0')}`, qty: 1 });
    const page2 = await calls.list(user, '?page=2');
    expect(page2.count).toBe(28);
    expect(names(page2)).toEqual(['item 23', 'item 24', 'yoghurt']);
  });

  it('is shared by the household: two members read and merge into one pantry, owned by the owner', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    await joinHousehold(t.app, owner, member);
    const rice = (await calls.add(owner, { name: 'rice', qty: 1, unit: 'kg' })).json();
    const merged = await calls.add(member, { text: '500 g rice' });
    expect(merged.statusCode).toBe(200);
    expect(merged.json()).toMatchObject({ id: rice.id, qty: 1.5, unit: 'kilogram' });
    const mine = (await calls.add(member, { name: 'beans', qty: 2, unit: 'can' })).json();
    expect(await rowOf(mine.id)).toMatchObject({ ownerId: owner.id });
    expect((await calls.list(owner)).rows.map((r: { name: string }) => r.name)).toEqual(['beans', 'rice']);
    const patched = await calls.send(owner, 'PATCH', `/api/pantry/${mine.id}`, { qty: 3 });
    expect(patched.json()).toMatchObject({ qty: 3, unit: 'can' });
    // The personal export carries the household's pantry, as it carries the household's list.
    const exported = await calls.send(member, 'GET', '/api/user/me/export');
    expect(JSON.parse(exported.body).pantry).toEqual((await calls.list(owner)).rows);
  });

  it('documents its routes in OpenAPI with their bodies and answers', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const post = paths['/api/pantry'].post;
    expect(Object.keys(post.requestBody.content['application/json'].schema.properties)).toEqual([
      'name',
      'text',
      'qty',
      'unit',
      'location',
      'bestBefore',
      'staple',
    ]);
    expect(Object.keys(post.responses)).toEqual(expect.arrayContaining(['200', '201', '400', '409']));
    expect(paths['/api/pantry/{id}'].patch).toBeDefined();
    expect(paths['/api/pantry/locations'].get.responses['200']).toBeDefined();
    expect(paths['/api/pantry/locations/{id}'].delete).toBeDefined();
  });
});
