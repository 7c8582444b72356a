import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prices } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const egg = { foodId: 1123, amount: 4.2, packSize: 12, packUnit: 'piece' };

describe('/api/prices', () => {
  let t: TestApp;
  let cook: TestUser;
  let other: TestUser;

  const post = (who: TestUser, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/prices', headers: who.auth, payload: payload as object });
  const rowCount = async () => (await t.db.select({ n: count() }).from(prices))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp();
    [cook, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
  });
  afterAll(() => t.close());

  it('adds a price: 201, the unit canonical, store "" and today (UTC) by default, exact decimals stored', async () => {
    const res = await post(cook, { foodId: 1077, amount: 3.89, packSize: 0.5, packUnit: 'Gallons' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      food: { id: 1077, ndb: '01077', name: 'Milk, whole, 3.25% milkfat, with added vitamin D' },
      amount: 3.89,
      currency: 'USD',
      packSize: 0.5,
      packUnit: 'gallon',
      store: '',
      date: new Date().toISOString().slice(0, 10),
      createdAt: expect.any(String),
    });
    const [row] = await t.db.select().from(prices).where(eq(prices.id, body.id));
    expect(row).toMatchObject({ ownerId: cook.id, foodId: 1077, amount: '3.89', packSize: '0.5000', store: '' });
    const read = await t.app.inject({ method: 'GET', url: `/api/prices/${body.id}`, headers: cook.auth });
    expect(read.json()).toEqual(body);
  });

  it('takes every spelling of a mass or volume unit the parser knows, and piece', async () => {
    const cases: [string, string][] = [
      ['g', 'gram'],
      ['KG', 'kilogram'],
      ['lbs', 'pound'],
      ['oz', 'ounce'],
      ['mg', 'milligram'],
      ['fl oz', 'fluid ounce'],
      ['Tbsp.', 'tablespoon'],
      ['litres', 'liter'],
      ['cups', 'cup'],
      ['pcs', 'piece'],
    ];
    for (const [unit, canonical] of cases) {
      const res = await post(cook, { ...egg, packUnit: unit, store: ' Corner shop ', date: '2026-02-28' });
      expect(res.statusCode, unit).toBe(201);
      expect(res.json()).toMatchObject({ packUnit: canonical, store: 'Corner shop', date: '2026-02-28' });
    }
  });

  it('refuses every bad field with 400 naming it, and stores nothing', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ ...egg, amount: '4.20' }, 'amount'],
      [{ ...egg, amount: -0.01 }, 'amount'],
      [{ ...egg, amount: 100000.01 }, 'amount'],
      [{ ...egg, amount: 1.005 }, 'amount'],
      [{ ...egg, amount: null }, 'amount'],
      [{ foodId: 1123, packSize: 12, packUnit: 'piece' }, 'amount'],
      [{ ...egg, packSize: 0 }, 'packSize'],
      [{ ...egg, packSize: -1 }, 'packSize'],
      [{ ...egg, packSize: 100001 }, 'packSize'],
      [{ ...egg, packSize: '12' }, 'packSize'],
      [{ ...egg, packSize: 0.00001 }, 'packSize'],
      [{ ...egg, packUnit: 'clove' }, 'packUnit'],
      [{ ...egg, packUnit: 'inch' }, 'packUnit'],
      [{ ...egg, packUnit: 'bananas' }, 'packUnit'],
      [{ ...egg, packUnit: 12 }, 'packUnit'],
      [{ ...egg, store: 'x'.repeat(101) }, 'store'],
      [{ ...egg, store: 5 }, 'store'],
      [{ ...egg, date: '2026-02-30' }, 'date'],
      [{ ...egg, date: '1999-12-31' }, 'date'],
      [{ ...egg, date: '2101-01-01' }, 'date'],
      [{ ...egg, date: '07/12/2026' }, 'date'],
      [{ ...egg, date: 20260101 }, 'date'],
      [{ ...egg, foodId: '1123' }, 'foodId'],
      [{ ...egg, foodId: 1.5 }, 'foodId'],
      [{ amount: 1, packSize: 1, packUnit: 'g' }, 'foodId'],
    ];
    const before = await rowCount();
    for (const [payload, field] of bad) {
      const res = await post(cook, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().details, JSON.stringify(payload)).toHaveProperty([field]);
    }
    expect(await rowCount()).toBe(before);
  });

  it('accepts the edges: 0 and 100000 with 2 decimals, a pack of 100000, store of 100, 2000 and 2100', async () => {
    for (const payload of [
      { ...egg, amount: 0 },
      { ...egg, amount: 100000, packSize: 100000 },
      { ...egg, amount: 99999.99, packSize: 0.0001, store: 'x'.repeat(100) },
      { ...egg, date: '2000-01-01' },
      { ...egg, date: '2100-12-31' },
      { ...egg, date: '2028-02-29' },
    ]) {
      const res = await post(cook, payload);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ amount: payload.amount, packSize: payload.packSize });
    }
  });

  it('answers 404 for an unknown food and stores nothing', async () => {
    const before = await rowCount();
    const res = await post(cook, { ...egg, foodId: 99999 });
    expect(res.statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
  });

  it('lists the household’s prices newest date first, then newest made, by food, 25 a page', async () => {
    const lister = await createUser(t.app);
    const made: number[] = [];
    for (const date of ['2026-01-05', '2026-03-01', '2026-01-05', '2025-12-31']) {
      made.push((await post(lister, { ...egg, date })).json().id);
    }
    const butter = (await post(lister, { foodId: 1001, amount: 4.99, packSize: 1, packUnit: 'lb' })).json();
    await post(other, { ...egg });
    const list = await t.app.inject({ method: 'GET', url: '/api/prices?foodId=1123', headers: lister.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(4);
    expect(list.json().rows.map((r: { id: number }) => r.id)).toEqual([made[1], made[2], made[0], made[3]]);
    const all = await t.app.inject({ method: 'GET', url: '/api/prices', headers: lister.auth });
    expect(all.json().count).toBe(5);
    expect(all.json().rows[0].id).toBe(butter.id); // today
    for (let i = 0; i < 25; i++) await post(lister, { ...egg, date: '2001-01-01' });
    const page2 = await t.app.inject({ method: 'GET', url: '/api/prices?page=2', headers: lister.auth });
    expect(page2.json()).toMatchObject({ count: 30 });
    expect(page2.json().rows).toHaveLength(5);
    const badPage = await t.app.inject({ method: 'GET', url: '/api/prices?page=0', headers: lister.auth });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().details).toHaveProperty('page');
    const badFood = await t.app.inject({ method: 'GET', url: '/api/prices?foodId=eggs', headers: lister.auth });
    expect(badFood.json().details).toHaveProperty('foodId');
  });

  it('changes any field with PATCH, checked as on POST, nothing stored on a refusal', async () => {
    const price = (await post(cook, egg)).json();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/prices/${price.id}`,
      headers: cook.auth,
      payload: { amount: 3.5, packUnit: 'pieces', store: 'Market', date: '2026-05-01', foodId: 1001 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: price.id,
      amount: 3.5,
      packSize: 12,
      packUnit: 'piece',
      store: 'Market',
      date: '2026-05-01',
      food: { id: 1001 },
    });
    const before = (await t.db.select().from(prices).where(eq(prices.id, price.id)))[0];
    for (const [payload, field] of [
      [{ amount: '3' }, 'amount'],
      [{ packSize: 0 }, 'packSize'],
      [{ packUnit: 'bunch' }, 'packUnit'],
      [{ date: '2026-13-01' }, 'date'],
      [{ store: 'y'.repeat(101), amount: 1 }, 'store'],
    ] as const) {
      const bad = await t.app.inject({
        method: 'PATCH',
        url: `/api/prices/${price.id}`,
        headers: cook.auth,
        payload,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details).toHaveProperty([field]);
    }
    const unknownFood = await t.app.inject({
      method: 'PATCH',
      url: `/api/prices/${price.id}`,
      headers: cook.auth,
      payload: { foodId: 99999, amount: 1 },
    });
    expect(unknownFood.statusCode).toBe(404);
    expect((await t.db.select().from(prices).where(eq(prices.id, price.id)))[0]).toEqual(before);
  });

  it('deletes a price: 204, then 404', async () => {
    const price = (await post(cook, egg)).json();
    const del = await t.app.inject({ method: 'DELETE', url: `/api/prices/${price.id}`, headers: cook.auth });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(prices).where(eq(prices.id, price.id))).toEqual([]);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/prices/${price.id}`, headers: cook.auth });
    expect(again.statusCode).toBe(404);
  });

  it('another household’s price is 404 for GET, PATCH and DELETE, and stays as it was', async () => {
    const theirs = (await post(other, egg)).json();
    const before = (await t.db.select().from(prices).where(eq(prices.id, theirs.id)))[0];
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { amount: 0 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.app.inject({ method, url: `/api/prices/${theirs.id}`, headers: cook.auth, payload });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await t.db.select().from(prices).where(eq(prices.id, theirs.id)))[0]).toEqual(before);
    const mine = await t.app.inject({ method: 'GET', url: '/api/prices', headers: cook.auth });
    expect(mine.json().rows.some((r: { id: number }) => r.id === theirs.id)).toBe(false);
  });

  it('is shared by the household: a member who joined the list reads, changes and makes its prices', async () => {
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    const ownPrice = (await post(owner, egg)).json();
    const code = (await t.app.inject({ method: 'POST', url: '/api/lists/current/invite', headers: owner.auth })).json()
      .code;
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/lists/join',
      headers: member.auth,
      payload: { code },
    });
    expect(joined.statusCode, joined.body).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: `/api/prices/${ownPrice.id}`, headers: member.auth });
    expect(read.statusCode).toBe(200);
    const made = (await post(member, { ...egg, amount: 5 })).json();
    const [row] = await t.db.select().from(prices).where(eq(prices.id, made.id));
    expect(row!.ownerId).toBe(owner.id);
    const list = await t.app.inject({ method: 'GET', url: '/api/prices', headers: owner.auth });
    expect(
      list
        .json()
        .rows.map((r: { id: number }) => r.id)
        .sort(),
    ).toEqual([ownPrice.id, made.id].sort());
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/prices' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/prices', payload: egg })).statusCode).toBe(401);
  });
});
