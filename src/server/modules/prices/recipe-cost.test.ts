import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Line = { name?: string; qty?: number; measurement?: string; text?: string; recipeId?: number };

/** Lines of the costed recipes, each with its food's NDB number (as nutrition matches them). */
const LINES: Record<string, Line> = {
  spag: { name: 'spaghetti', qty: 250, measurement: 'g' }, // 20120
  flour: { name: 'all-purpose flour', qty: 2, measurement: 'cups' }, // 20081, 125 g a cup
  eggs: { name: 'large eggs', qty: 2, measurement: '' }, // 01123
  milk: { name: 'milk', qty: 1, measurement: 'cup' }, // 01077
  carrot: { name: 'carrots', qty: 2, measurement: '' }, // 11124, 61 g each
  butter: { name: 'butter', qty: 3, measurement: 'tablespoons' }, // 01001, 14.2 g a tablespoon
  oil: { name: 'olive oil', qty: 0.333, measurement: 'cup' }, // 04053
};

/**
 * The household's prices. Each line's exact cost, worked out by hand (a pound is 453.59237 g, a US cup 48
 * teaspoons of 4.92892159375 ml, a gallon 768 teaspoons):
 * spag 250/453.59237 × 1.99 = 1.09679975…; flour 250/(5 × 453.59237) × 3.49 = 0.38470664…;
 * eggs 2/12 × 4.20 = 0.70; milk 48/768 × 3.89 = 0.243125; carrot 122/1000 × 1.29 = 0.15738;
 * butter 42.6/453.59237 × 4.99 = 0.46864544…; oil 0.333 × 48 × 4.92892159375/500 × 8.99 = 1.41653421…
 */
const PRICES = [
  { foodId: 20120, amount: 1.99, packSize: 1, packUnit: 'lb' },
  { foodId: 20081, amount: 3.49, packSize: 5, packUnit: 'pounds' },
  { foodId: 1123, amount: 4.2, packSize: 12, packUnit: 'piece' },
  { foodId: 1077, amount: 3.89, packSize: 1, packUnit: 'gallon' },
  { foodId: 11124, amount: 1.29, packSize: 1, packUnit: 'kg' },
  { foodId: 1001, amount: 4.99, packSize: 16, packUnit: 'oz' },
  { foodId: 4053, amount: 8.99, packSize: 500, packUnit: 'ml' },
];

/** [lines, servings (the recipe's own), total, per serving]: sums of the exact costs above, rounded once. */
const CASES: [string[], number, number, number][] = [
  [['spag', 'carrot', 'oil'], 1, 2.67, 2.67],
  [['spag', 'flour', 'eggs', 'milk', 'butter', 'oil'], 2, 4.31, 2.15],
  [['eggs', 'carrot'], 3, 0.86, 0.29],
  [['flour', 'carrot', 'butter'], 4, 1.01, 0.25],
  [['flour', 'eggs', 'milk', 'carrot'], 5, 1.49, 0.3],
  [['oil'], 6, 1.42, 0.24],
  [['spag', 'milk'], 7, 1.34, 0.19],
  [['spag', 'flour', 'milk', 'carrot', 'oil'], 8, 3.3, 0.41],
  [['spag', 'flour', 'milk', 'butter'], 1, 2.19, 2.19],
  [['spag', 'oil'], 2, 2.51, 1.26],
  [['flour', 'eggs', 'oil'], 3, 2.5, 0.83],
  [['spag', 'eggs', 'milk', 'butter'], 4, 2.51, 0.63],
  [['spag', 'flour'], 5, 1.48, 0.3],
  [['spag', 'flour', 'eggs', 'carrot'], 6, 2.34, 0.39],
  [['butter', 'oil'], 7, 1.89, 0.27],
  [['carrot'], 8, 0.16, 0.02],
  [['spag', 'butter'], 1, 1.57, 1.57],
  [['eggs', 'milk', 'oil'], 2, 2.36, 1.18],
  [['eggs', 'milk', 'carrot'], 3, 1.1, 0.37],
  [['spag', 'eggs'], 4, 1.8, 0.45],
  [['spag', 'flour', 'carrot'], 5, 1.64, 0.33],
  [['spag', 'eggs', 'milk', 'butter', 'oil'], 6, 3.93, 0.65],
];

describe('GET /api/recipes/{id}/cost', () => {
  let t: TestApp;
  let admin: TestUser;
  let cook: TestUser;
  let seq = 0;

  const addRecipe = async (servings: number, ingredients: Line[], name = `Costed ${++seq}`): Promise<number> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings }, ingredients: ingredients as never }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const addPrice = async (who: TestUser, body: object) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/prices', headers: who.auth, payload: body });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const cost = async (who: TestUser, id: number, query = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}/cost${query}`, headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, cook] = await Promise.all([createAdmin(t.app), createUser(t.app)]);
    for (const p of PRICES) await addPrice(cook, p);
  });
  afterAll(() => t.close());

  it.each(CASES)('%j for %d: total %d, per serving %d', async (lines, servings, total, perServing) => {
    const id = await addRecipe(
      servings,
      lines.map((k) => LINES[k]!),
    );
    const body = await cost(cook, id);
    expect(body).toMatchObject({
      recipeId: id,
      servings,
      currency: 'USD',
      complete: true,
      total,
      perServing,
      partialTotal: total,
      partialPerServing: perServing,
      missing: [],
    });
    expect(body.lines).toHaveLength(lines.length);
    expect(body.lines.every((l: { price: unknown; cost: unknown }) => l.price !== null && l.cost !== null)).toBe(true);
  });

  it('names each line, its food, the price used and its cost', async () => {
    const id = await addRecipe(2, [LINES.eggs!, LINES.milk!]);
    const body = await cost(cook, id);
    expect(body.lines).toEqual([
      {
        text: '2 large eggs',
        from: [],
        food: { id: 1123, ndb: '01123', name: 'Egg, whole, raw, fresh' },
        price: expect.objectContaining({ amount: 4.2, packSize: 12, packUnit: 'piece', currency: 'USD' }),
        cost: 0.7,
      },
      {
        text: '1 cup milk',
        from: [],
        food: expect.objectContaining({ id: 1077 }),
        price: expect.objectContaining({ amount: 3.89, packSize: 1, packUnit: 'gallon' }),
        cost: 0.24,
      },
    ]);
    expect(body.total).toBe(0.94); // 0.943125
  });

  it('rounds once, at the end: three lines of half a cent are 2 cents, not 3', async () => {
    const thrifty = await createUser(t.app);
    await addPrice(thrifty, { foodId: 20120, amount: 0.01, packSize: 2, packUnit: 'g' });
    const id = await addRecipe(3, [
      { name: 'spaghetti', qty: 1, measurement: 'g' },
      { name: 'spaghetti', qty: 1, measurement: 'g' },
      { name: 'spaghetti', qty: 1, measurement: 'g' },
    ]);
    const body = await cost(thrifty, id);
    expect(body.lines.map((l: { cost: number }) => l.cost)).toEqual([0.01, 0.01, 0.01]);
    expect(body.total).toBe(0.02);
    expect(body.perServing).toBe(0.01); // 0.005 rounded half up
  });

  it('scales servings up and down exactly, each line once', async () => {
    const id = await addRecipe(
      6,
      ['spag', 'eggs', 'milk', 'butter', 'oil'].map((k) => LINES[k]!),
    );
    // 3.92510441551255763… for 6
    expect(await cost(cook, id, '?servings=3')).toMatchObject({ servings: 3, total: 1.96, perServing: 0.65 });
    expect(await cost(cook, id, '?servings=12')).toMatchObject({ servings: 12, total: 7.85, perServing: 0.65 });
    expect(await cost(cook, id, '?servings=1')).toMatchObject({ servings: 1, total: 0.65, perServing: 0.65 });
    expect(await cost(cook, id, '?servings=1000')).toMatchObject({ total: 654.18, perServing: 0.65 });

    // 2 cups for 3 at $30 a cup: a third of it is exactly $20, where 0.667 cup would be $20.01.
    const dear = await createUser(t.app);
    await addPrice(dear, { foodId: 1077, amount: 30, packSize: 1, packUnit: 'cup' });
    const milk = await addRecipe(3, [{ name: 'milk', qty: 2, measurement: 'cups' }]);
    expect(await cost(dear, milk)).toMatchObject({ total: 60, perServing: 20 });
    expect(await cost(dear, milk, '?servings=1')).toMatchObject({ total: 20, perServing: 20 });
    expect(await cost(dear, milk, '?servings=2')).toMatchObject({ total: 40, perServing: 20 });
  });

  it('costs a sub-recipe’s lines where its line stands, scaled once', async () => {
    const sauce = await addRecipe(2, [LINES.milk!], 'White sauce');
    const id = await addRecipe(4, [{ recipeId: sauce, qty: 2, measurement: 'batch' }, LINES.eggs!]);
    const body = await cost(cook, id);
    // milk × 2 batches = 0.48625, eggs 0.70: 1.18625 for 4
    expect(body).toMatchObject({ complete: true, total: 1.19, perServing: 0.3 });
    expect(body.lines[0]).toMatchObject({ text: '1 cup milk', from: [{ id: sauce, name: 'White sauce' }], cost: 0.49 });
    expect(await cost(cook, id, '?servings=8')).toMatchObject({ total: 2.37, perServing: 0.3 });
  });

  it('uses the newest price: the latest date, then the newest made', async () => {
    const shopper = await createUser(t.app);
    const id = await addRecipe(1, [{ name: 'milk', qty: 1, measurement: 'cup' }]);
    await addPrice(shopper, { foodId: 1077, amount: 2, packSize: 1, packUnit: 'cup', date: '2026-03-01' });
    const older = await addPrice(shopper, {
      foodId: 1077,
      amount: 5,
      packSize: 1,
      packUnit: 'cup',
      date: '2026-01-01',
    });
    expect(await cost(shopper, id)).toMatchObject({ total: 2 });
    const sameDay = await addPrice(shopper, {
      foodId: 1077,
      amount: 3,
      packSize: 1,
      packUnit: 'cup',
      date: '2026-03-01',
    });
    const body = await cost(shopper, id);
    expect(body.total).toBe(3);
    expect(body.lines[0].price.id).toBe(sameDay.id);
    // Moving the old one to a later date makes it the price.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/prices/${older.id}`,
      headers: shopper.auth,
      payload: { date: '2026-04-01' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await cost(shopper, id)).toMatchObject({ total: 5 });
  });

  it('lists every line not priced and never counts it as 0', async () => {
    const id = await addRecipe(2, [
      LINES.spag!,
      LINES.flour!,
      { text: 'salt, to taste' },
      { name: 'unobtainium shavings', qty: 2, measurement: 'cups' },
      { name: 'milk', qty: 1, measurement: 'cup' },
    ]);
    const partial = await createUser(t.app);
    await addPrice(partial, { foodId: 20120, amount: 1.99, packSize: 1, packUnit: 'lb' });
    // Milk priced by the piece: a cup has no way to a piece of milk.
    await addPrice(partial, { foodId: 1077, amount: 1, packSize: 1, packUnit: 'piece' });
    const body = await cost(partial, id);
    expect(body).toMatchObject({
      complete: false,
      total: null,
      perServing: null,
      partialTotal: 1.1,
      partialPerServing: 0.55,
    });
    expect(body.missing).toEqual([
      { text: '2 cups all-purpose flour', from: [], reason: 'no-price' },
      { text: 'salt, to taste', from: [], reason: 'no-amount' },
      { text: '2 cups unobtainium shavings', from: [], reason: 'no-food' },
      { text: '1 cup milk', from: [], reason: 'no-weight' },
    ]);
    expect(body.lines.filter((l: { cost: unknown }) => l.cost === null)).toHaveLength(4);
  });

  it('a line without an amount is listed but leaves the cost complete', async () => {
    const id = await addRecipe(1, [
      LINES.eggs!,
      { text: 'salt, to taste' },
      { name: 'pepper', qty: 1, measurement: 'to taste' },
    ]);
    const body = await cost(cook, id);
    expect(body).toMatchObject({ complete: true, total: 0.7, perServing: 0.7 });
    expect(body.missing).toEqual([
      { text: 'salt, to taste', from: [], reason: 'no-amount' },
      { text: body.lines[2].text, from: [], reason: 'no-amount' },
    ]);
  });

  it('follows an admin food match at once', async () => {
    const id = await addRecipe(1, [{ name: 'zorblax', qty: 2, measurement: 'cups' }]);
    expect((await cost(cook, id)).missing).toEqual([{ text: '2 cups zorblax', from: [], reason: 'no-food' }]);
    const match = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/food-matches',
      headers: admin.auth,
      payload: { name: 'zorblax', foodId: 20081 },
    });
    expect(match.statusCode).toBe(200);
    // As flour: 2 cups of 125 g at 3.49 for 5 lb.
    expect(await cost(cook, id)).toMatchObject({ complete: true, total: 0.38, missing: [] });
  });

  it('never counts another household’s prices', async () => {
    const id = await addRecipe(1, [LINES.eggs!]);
    const stranger = await createUser(t.app);
    const body = await cost(stranger, id);
    expect(body).toMatchObject({ complete: false, total: null, partialTotal: 0, partialPerServing: 0 });
    expect(body.missing).toEqual([{ text: '2 large eggs', from: [], reason: 'no-price' }]);
    expect(body.lines[0].price).toBeNull();
  });

  it('answers 404 for an unknown recipe and 400 naming servings, 401 without a token', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/api/recipes/999999/cost', headers: cook.auth });
    expect(unknown.statusCode).toBe(404);
    const id = await addRecipe(1, [LINES.eggs!]);
    for (const q of ['0', '1001', '1.5', 'two']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/recipes/${id}/cost?servings=${q}`,
        headers: cook.auth,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty('servings');
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/recipes/${id}/cost` })).statusCode).toBe(401);
  });
});
