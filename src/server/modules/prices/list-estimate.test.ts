import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('the shopping list’s estimate', () => {
  let t: TestApp;
  let cook: TestUser;

  const addPrice = async (who: TestUser, body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/prices', headers: who.auth, payload: body });
    expect(res.statusCode, res.body).toBe(201);
  };
  const addItem = async (who: TestUser, text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/lists/current/items',
      headers: who.auth,
      payload: { text },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const current = async (who: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/lists/current', headers: who.auth })).json();

  beforeAll(async () => {
    t = await createTestApp();
    cook = await createUser(t.app);
    await addPrice(cook, { foodId: 1077, amount: 3.89, packSize: 1, packUnit: 'gallon' }); // milk
    await addPrice(cook, { foodId: 1123, amount: 4.2, packSize: 12, packUnit: 'piece' }); // eggs
  });
  afterAll(() => t.close());

  it('sums every item, ticked or not, rounded once; then lists the items without a price', async () => {
    await addItem(cook, '2 cups milk'); // 96/768 × 3.89 = 0.48625
    const list = await addItem(cook, '6 eggs'); // 2.10
    expect(list.estimate).toEqual({ currency: 'USD', complete: true, total: 2.59, partialTotal: 2.59, missing: [] });

    const eggs = list.items.find((i: { name: string }) => /egg/.test(i.name));
    const ticked = await t.app.inject({
      method: 'PATCH',
      url: `/api/lists/current/items/${eggs.id}`,
      headers: cook.auth,
      payload: { checked: true },
    });
    expect(ticked.json().estimate).toMatchObject({ complete: true, total: 2.59 });

    // No amount: neither counted nor missing.
    expect((await addItem(cook, 'salt')).estimate).toMatchObject({ complete: true, total: 2.59, missing: [] });

    const partial = await addItem(cook, '1 kg carrots');
    const carrots = partial.items.find((i: { name: string }) => /carrot/.test(i.name));
    expect(partial.estimate).toEqual({
      currency: 'USD',
      complete: false,
      total: null,
      partialTotal: 2.59,
      missing: [{ itemId: carrots.id, name: carrots.name }],
    });
    expect((await current(cook)).estimate).toEqual(partial.estimate);

    await addPrice(cook, { foodId: 11124, amount: 1.29, packSize: 500, packUnit: 'g' });
    expect((await current(cook)).estimate).toMatchObject({ complete: true, total: 5.17, missing: [] });
  });

  it('counts only the household’s own prices', async () => {
    const stranger = await createUser(t.app);
    // A household without any price: an item without an amount is neither counted nor missing.
    expect((await addItem(stranger, 'salt')).estimate).toEqual({
      currency: 'USD',
      complete: true,
      total: 0,
      partialTotal: 0,
      missing: [],
    });
    const list = await addItem(stranger, '2 cups milk');
    const milk = list.items.find((i: { name: string }) => /milk/.test(i.name));
    expect(list.estimate).toEqual({
      currency: 'USD',
      complete: false,
      total: null,
      partialTotal: 0,
      missing: [{ itemId: milk.id, name: milk.name }],
    });
  });
});
