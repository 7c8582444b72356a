import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeCalls } from './make-test-support.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/recipes/chefs-choice with preferExpiring', () => {
  let t: TestApp;
  let cook: TestUser;
  let other: TestUser;
  let calls: ReturnType<typeof makeCalls>;
  const id: Record<string, number> = {};

  const choose = async (who: TestUser, preferExpiring?: boolean) => {
    const res = await calls.send(who, 'POST', '/api/recipes/chefs-choice', {
      people: 100,
      meals: 1,
      cuisines: ['fusion'],
      ...(preferExpiring === undefined ? {} : { preferExpiring }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().recipes.map((r: { id: number }) => r.id) as number[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.app);
    [cook, other] = [await createUser(t.app), await createUser(t.app)];
    calls = makeCalls(t.app, admin);
    const fusion = { cuisines: ['fusion'] };
    id.kale = await calls.recipe('Kale bowl', [{ name: 'kale', qty: 200, measurement: 'g' }], fusion);
    id.leek = await calls.recipe('Leek tart', [{ name: 'leeks', qty: 2, measurement: 'whole' }], fusion);
    id.okra = await calls.recipe('Okra stew', [{ name: 'okra', qty: 300, measurement: 'g' }], fusion);
    id.rice = await calls.recipe('Plain rice', [{ name: 'rice', qty: 300, measurement: 'g' }], fusion);
    id.gone = await calls.recipe('Fig salad', [{ name: 'figs', qty: 4, measurement: 'whole' }], fusion);
    await calls.stock(cook, { name: 'kale', qty: 1, unit: 'kg', bestBefore: day(5) });
    await calls.stock(cook, { name: 'leek', qty: 3, unit: null, location: 'fridge', bestBefore: day(2) });
    // Beyond 7 days, and run out: neither counts.
    await calls.stock(cook, { name: 'okra', qty: 1, unit: 'kg', bestBefore: day(20) });
    await calls.stock(cook, { name: 'fig', qty: 0, unit: null, bestBefore: day(1) });
  });
  afterAll(() => t.close());

  it('puts recipes using a pantry item expiring within 7 days first, soonest first; the rest follow', async () => {
    for (let i = 0; i < 5; i++) {
      const ids = await choose(cook, true);
      expect(ids.slice(0, 2)).toEqual([id.leek, id.kale]);
      expect(ids.slice(2).sort((a, b) => a - b)).toEqual([id.okra, id.rice, id.gone].sort((a, b) => a - b));
    }
  });

  it("leaves the order random without it, and another household's pantry never counts", async () => {
    const firsts = new Set<string>();
    for (let i = 0; i < 12; i++) firsts.add((await choose(cook)).slice(0, 2).join());
    expect(firsts.size).toBeGreaterThan(1);
    const theirs = new Set<string>();
    for (let i = 0; i < 12; i++) theirs.add((await choose(other, true)).slice(0, 2).join());
    expect(theirs.size).toBeGreaterThan(1);
  });

  it('400 for a preferExpiring that is not a boolean', async () => {
    const res = await calls.send(cook, 'POST', '/api/recipes/chefs-choice', {
      people: 1,
      meals: 1,
      preferExpiring: 'yes',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(['preferExpiring']);
  });
});
