import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeCalls, missingOf } from './make-test-support.ts';

// Four foods, one per family pair the contract names: g/kg, ml/l, cups (236.588 ml), pounds (453.592 g).
const LINES = [
  { name: 'flour', qty: 500, measurement: 'g' },
  { name: 'water', qty: 1, measurement: 'l' },
  { name: 'milk', qty: 1, measurement: 'cup' },
  { name: 'sugar', qty: 1, measurement: 'lb' },
];
// Each food's pantry amount just below, at and just above the need, in the other unit of its family.
const LEVELS = {
  flour: { unit: 'kg', below: 0.499, at: 0.5, above: 0.501 },
  water: { unit: 'ml', below: 999.999, at: 1000, above: 1000.001 },
  milk: { unit: 'ml', below: 236.587, at: 236.588, above: 236.589 },
  sugar: { unit: 'g', below: 453.591, at: 453.592, above: 453.593 },
} as const;
type Food = keyof typeof LEVELS;

describe('GET /api/recipes?cookNow&missingMax: recipes the household can make from its pantry', () => {
  let t: TestApp;
  let cook: TestUser;
  let other: TestUser;
  let calls: ReturnType<typeof makeCalls>;
  let stew: number;
  const items = new Map<Food, number>();

  const setAll = async (level: 'below' | 'at' | 'above', only?: Food) => {
    for (const food of Object.keys(LEVELS) as Food[]) {
      const l = LEVELS[food];
      await calls.restock(cook, items.get(food)!, {
        qty: only === undefined || only === food ? l[level] : l.at,
        unit: l.unit,
      });
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.app);
    [cook, other] = [await createUser(t.app), await createUser(t.app)];
    calls = makeCalls(t.app, admin);
    stew = await calls.recipe('Quorbel stew', LINES);
    for (const food of Object.keys(LEVELS) as Food[])
      items.set(food, await calls.stock(cook, { name: food, qty: LEVELS[food].at, unit: LEVELS[food].unit }));
  });
  afterAll(() => t.close());

  it('covers a food exactly at and above its need, not 0.001 below, across g/kg, ml/l, cups and pounds', async () => {
    await setAll('at');
    const res = await calls.list(cook, 'cookNow=true&q=quorbel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rows: [expect.objectContaining({ id: stew, missing: 0 })], count: 1 });
    await setAll('above');
    expect(missingOf((await calls.list(cook, 'cookNow=true&q=quorbel')).json())).toEqual([[stew, 0]]);
    for (const food of Object.keys(LEVELS) as Food[]) {
      await setAll('below', food);
      const now = (await calls.list(cook, 'cookNow=true&q=quorbel')).json();
      expect(now, food).toEqual({ rows: [], count: 0 });
      const one = (await calls.list(cook, 'missingMax=1&q=quorbel')).json();
      expect(missingOf(one), food).toEqual([[stew, 1]]);
      const view = (await calls.view(cook, stew)).json();
      expect(view.missing, food).toBe(1);
      expect(
        view.lines.filter((l: { short: unknown }) => l.short !== null).map((l: { name: string }) => l.name),
      ).toEqual([food]);
    }
    await setAll('at');
  });

  it("never counts another household's pantry, and never serves one household's answer to another", async () => {
    const mine = (await calls.list(cook, 'cookNow=true&q=quorbel')).json();
    expect(missingOf(mine)).toEqual([[stew, 0]]);
    const theirs = (await calls.list(other, 'cookNow=true&q=quorbel')).json();
    expect(theirs).toEqual({ rows: [], count: 0 });
    expect(missingOf((await calls.list(other, 'missingMax=4&q=quorbel')).json())).toEqual([[stew, 4]]);
    // And the other way round, after the other household's answer was given first.
    expect(missingOf((await calls.list(cook, 'missingMax=4&q=quorbel')).json())).toEqual([[stew, 0]]);
  });

  it('orders by missing, then the usual order; combines with a filter and q; plain lists carry no missing', async () => {
    const two = await calls.recipe('Quorbel pie', [
      ...LINES.slice(0, 2),
      { name: 'saffron', qty: 1, measurement: 'g' },
      { name: 'quince', qty: 2, measurement: 'whole' },
    ]);
    const one = await calls.recipe('Quorbel soup', [LINES[0]!, { name: 'leek', qty: 3, measurement: '' }], {
      cuisines: ['soup'],
    });
    const body = (await calls.list(cook, 'missingMax=2&q=quorbel')).json();
    expect(missingOf(body)).toEqual([
      [stew, 0],
      [one, 1],
      [two, 2],
    ]);
    expect(body.count).toBe(3);
    expect(missingOf((await calls.list(cook, 'missingMax=1&q=quorbel')).json())).toEqual([
      [stew, 0],
      [one, 1],
    ]);
    expect(missingOf((await calls.list(cook, 'missingMax=2&cuisine=soup&q=quorbel')).json())).toEqual([[one, 1]]);
    expect(missingOf((await calls.list(cook, 'missingMax=2&q=quorbel&sort=descending')).json())).toEqual([
      [stew, 0],
      [one, 1],
      [two, 2],
    ]);
    const plain = (await calls.list(cook, 'q=quorbel')).json();
    expect(plain.rows.map((r: object) => 'missing' in r)).toEqual([false, false, false]);
  });

  it('a staple covers its food, with or without an amount in the recipe; a to-taste line needs only the food', async () => {
    const salad = await calls.recipe('Quorbel salad', [
      { name: 'olive oil', qty: 2, measurement: 'tbsp' },
      { name: 'salt', qty: null, measurement: 'to taste' },
      { name: 'pepper', qty: null, measurement: 'to taste' },
    ]);
    expect((await calls.view(cook, salad)).json().missing).toBe(3);
    await calls.stock(cook, { name: 'olive oil', staple: true });
    await calls.stock(cook, { name: 'salt', staple: true });
    const pepper = await calls.stock(cook, { name: 'pepper', qty: 0, unit: 'g' });
    expect(missingOf((await calls.list(cook, 'missingMax=1&q=quorbel salad')).json())).toEqual([[salad, 1]]);
    await calls.restock(cook, pepper, { qty: 5 });
    expect(missingOf((await calls.list(cook, 'cookNow=true&q=quorbel salad')).json())).toEqual([[salad, 0]]);
    const view = (await calls.view(cook, salad)).json();
    expect(view.lines).toEqual([
      { name: 'olive oil', need: [{ qty: 2, unit: 'tablespoon' }], have: [], short: null, staple: true },
      { name: 'salt', need: [], have: [], short: null, staple: true },
      { name: 'pepper', need: [], have: [{ qty: 5, unit: 'gram' }], short: null, staple: false },
    ]);
  });

  it('400 names missingMax and cookNow', async () => {
    for (const bad of ['21', '-1', 'abc', '1.5']) {
      const res = await calls.list(cook, `missingMax=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().details)).toEqual(['missingMax']);
    }
    const res = await calls.list(cook, 'cookNow=yes');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['cookNow']);
  });
});
