import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeNeedCounts, recipeNeeds } from '../../db/schema.ts';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fillMissingNeeds } from '../recipes/index.ts';
import { makeCalls } from './make-test-support.ts';

describe("GET /api/recipes/{id}/pantry and the recipes' needs table", () => {
  let t: TestApp;
  let cook: TestUser;
  let calls: ReturnType<typeof makeCalls>;

  const needsOf = async (id: number) => ({
    rows: (
      await t.db
        .select({ food: recipeNeeds.foodKey, family: recipeNeeds.family, base: recipeNeeds.base })
        .from(recipeNeeds)
        .where(eq(recipeNeeds.recipeId, id))
        .orderBy(asc(recipeNeeds.foodKey), asc(recipeNeeds.family))
    ).map((r) => [r.food, r.family, r.base === null ? null : Number(r.base)]),
    foods: (await t.db.select().from(recipeNeedCounts).where(eq(recipeNeedCounts.recipeId, id)))[0]?.foods,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createAdmin(t.app);
    cook = await createUser(t.app);
    calls = makeCalls(t.app, admin);
  });
  afterAll(() => t.close());

  it('answers need, have and short per food at the servings asked for (default the recipe’s)', async () => {
    const bread = await calls.recipe('Plimsy bread', [
      { name: 'flour', qty: 300, measurement: 'g' },
      { name: 'Flour', qty: 0.2, measurement: 'kg' },
      { name: 'milk', qty: 1, measurement: 'cup' },
      { name: 'eggs', qty: 2, measurement: 'whole' },
    ]);
    await calls.stock(cook, { name: 'flour', qty: 0.3, unit: 'kg' });
    await calls.stock(cook, { name: 'egg', qty: 6, unit: null });
    const own = await calls.view(cook, bread);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      servings: 2,
      missing: 2,
      lines: [
        {
          name: 'flour',
          need: [{ qty: 500, unit: 'gram' }],
          have: [{ qty: 300, unit: 'gram' }],
          short: [{ qty: 200, unit: 'gram' }],
          staple: false,
        },
        { name: 'milk', need: [{ qty: 1, unit: 'cup' }], have: [], short: [{ qty: 1, unit: 'cup' }], staple: false },
        { name: 'eggs', need: [{ qty: 2, unit: null }], have: [{ qty: 6, unit: null }], short: null, staple: false },
      ],
    });
    const doubled = (await calls.view(cook, bread, '?servings=4')).json();
    expect(doubled.servings).toBe(4);
    expect(doubled.lines[0]).toMatchObject({
      need: [{ qty: 1, unit: 'kilogram' }],
      short: [{ qty: 700, unit: 'gram' }],
    });
    expect(doubled.lines[2]).toMatchObject({ need: [{ qty: 4, unit: null }], short: null });
    const tripled = (await calls.view(cook, bread, '?servings=6')).json();
    expect(tripled.lines[2]).toMatchObject({ need: [{ qty: 6, unit: null }], short: null });
    expect((await calls.view(cook, bread, '?servings=8')).json().lines[2].short).toEqual([{ qty: 2, unit: null }]);
  });

  it('400 names servings; 404 for an unknown recipe; 401 without a token', async () => {
    const id = await calls.recipe('Plimsy tea', [{ name: 'tea', qty: 1, measurement: 'g' }]);
    for (const bad of ['0', '101', 'abc', '2.5']) {
      const res = await calls.view(cook, id, `?servings=${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect(Object.keys(res.json().details)).toEqual(['servings']);
    }
    expect((await calls.view(cook, 999_999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/recipes/${id}/pantry` })).statusCode).toBe(401);
  });

  it('keeps each recipe’s needs per food and family, following edits and the sub-recipes it includes', async () => {
    const cake = await calls.recipe('Plimsy cake', [
      { name: 'flour', qty: 500, measurement: 'g' },
      { name: 'flour', qty: 0.5, measurement: 'kg' },
      { name: 'flour', qty: 1, measurement: 'cup' },
      { name: 'salt', qty: null, measurement: 'to taste' },
    ]);
    expect(await needsOf(cake)).toEqual({
      rows: [
        ['flour', 'mass', 1000],
        ['flour', 'volume', 236.588],
        ['salt', 'any', null],
      ],
      foods: 2,
    });
    await calls.edit(cake, 'Plimsy cake', [{ name: 'flour', qty: 200, measurement: 'g' }]);
    expect(await needsOf(cake)).toEqual({ rows: [['flour', 'mass', 200]], foods: 1 });

    const stock = await calls.recipe('Plimsy stock', [{ name: 'bones', qty: 1, measurement: 'kg' }], { servings: 1 });
    const soup = await calls.recipe('Plimsy soup', [
      { recipeId: stock, qty: 2, measurement: 'batch' },
      { name: 'onions', qty: 1, measurement: 'whole' },
    ]);
    expect(await needsOf(soup)).toEqual({
      rows: [
        ['bone', 'mass', 2000],
        ['onion', 'unit:', 1],
      ],
      foods: 2,
    });
    await calls.edit(stock, 'Plimsy stock', [{ name: 'bones', qty: 3, measurement: 'kg' }]);
    expect((await needsOf(soup)).rows[0]).toEqual(['bone', 'mass', 6000]);
  });

  it('reads again the needs of recipes that have none (after the migration or a restore)', async () => {
    const id = await calls.recipe('Plimsy jam', [{ name: 'plums', qty: 2, measurement: 'lb' }]);
    const before = await needsOf(id);
    expect(before).toEqual({ rows: [['plum', 'mass', 907.185]], foods: 1 });
    await t.db.delete(recipeNeeds).where(inArray(recipeNeeds.recipeId, [id]));
    await t.db.delete(recipeNeedCounts).where(inArray(recipeNeedCounts.recipeId, [id]));
    expect(await fillMissingNeeds(t.db)).toBe(1);
    expect(await needsOf(id)).toEqual(before);
    expect(await fillMissingNeeds(t.db)).toBe(0);
  });
});
