import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lineItems, recipes } from '../../db/schema.ts';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Line = { name?: string; qty?: number; measurement?: string; text?: string; recipeId?: unknown };

describe('sub-recipes: saving, reading and expanding', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  const add = async (name: string, servings: number, ingredients: Line[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings }, ingredients: ingredients as never }),
    });
    return res;
  };
  const addOk = async (name: string, servings: number, ingredients: Line[]): Promise<number> => {
    const res = await add(name, servings, ingredients);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const put = (id: number, name: string, servings: number, ingredients: Line[]) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${id}`,
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings }, ingredients: ingredients as never }),
    });
  const expand = (id: number, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/recipes/${id}/ingredients${query}`, headers: user.auth });
  const links = async () =>
    (
      await t.db
        .select({ from: lineItems.recipeId, to: lineItems.subRecipeId })
        .from(lineItems)
        .where(isNotNull(lineItems.subRecipeId))
        .orderBy(asc(lineItems.recipeId), asc(lineItems.subRecipeId))
    ).map((l) => `${l.from}→${l.to}`);
  const recipeCount = async () => (await t.db.select({ n: count() }).from(recipes))[0].n;
  const food = (name: string, qty: number, measurement: string): Line => ({ name, qty, measurement });

  let dough: number;
  let pesto: number;

  beforeAll(async () => {
    t = await createTestApp();
    [admin, user] = await Promise.all([createAdmin(t.app), createUser(t.app)]);
    dough = await addOk('Pizza dough', 4, [food('flour', 500, 'g'), food('water', 300, 'g')]);
    pesto = await addOk('Pesto', 8, [food('basil', 2, 'cups'), food('parmesan', 100, 'g')]);
  });
  afterAll(() => t.close());

  it('stores a recipe line by batch, by servings and by weight, writing its text', async () => {
    const sauce = await addOk('Dough sauce', 2, [
      { recipeId: dough, qty: 1, measurement: 'batch' },
      { recipeId: pesto, qty: 2, measurement: 'servings' },
      { recipeId: dough, qty: 250, measurement: 'g' },
      food('garlic', 2, 'cloves'),
    ]);
    const res = await t.app.inject({ method: 'GET', url: `/api/recipes/${sauce}`, headers: user.auth });
    expect(res.statusCode).toBe(200);
    const items = res.json().lineItems;
    expect(items.map((l: { text: string }) => l.text)).toEqual([
      '1 batch Pizza dough',
      '2 servings Pesto',
      '250 g Pizza dough',
      '2 cloves garlic',
    ]);
    expect(items[0]).toMatchObject({
      qty: 1,
      measurement: 'batch',
      ingredient: { name: 'pizza dough' },
      recipe: { id: dough, name: 'Pizza dough', servings: 4 },
    });
    expect(items[1]).toMatchObject({ measurement: 'serving', recipe: { id: pesto, name: 'Pesto', servings: 8 } });
    expect(items[2]).toMatchObject({ qty: 250, measurement: 'gram', recipe: { id: dough } });
    expect(items[3].recipe).toBeNull();
    const stored = await t.db
      .select({ sub: lineItems.subRecipeId })
      .from(lineItems)
      .where(eq(lineItems.recipeId, sauce))
      .orderBy(asc(lineItems.position));
    expect(stored.map((s) => s.sub)).toEqual([dough, pesto, dough, null]);

    // GET /ingredients: the sub-recipes' lines where their lines stand, scaled once down the chain.
    const expanded = await expand(sauce, '?servings=4');
    expect(expanded.statusCode, expanded.body).toBe(200);
    expect(expanded.json()).toEqual({
      recipeId: sauce,
      servings: 4,
      lines: [
        {
          text: '500 g flour',
          qty: 1000,
          qtyMax: null,
          unit: 'gram',
          name: 'flour',
          from: [{ id: dough, name: 'Pizza dough' }],
        },
        {
          text: '300 g water',
          qty: 600,
          qtyMax: null,
          unit: 'gram',
          name: 'water',
          from: [{ id: dough, name: 'Pizza dough' }],
        },
        {
          text: '2 cups basil',
          qty: 1,
          qtyMax: null,
          unit: 'cup',
          name: 'basil',
          from: [{ id: pesto, name: 'Pesto' }],
        },
        {
          text: '100 g parmesan',
          qty: 50,
          qtyMax: null,
          unit: 'gram',
          name: 'parmesan',
          from: [{ id: pesto, name: 'Pesto' }],
        },
        // 250 g of an 800 g batch, × 2 for 4 servings of a recipe for 2.
        {
          text: '500 g flour',
          qty: 312.5,
          qtyMax: null,
          unit: 'gram',
          name: 'flour',
          from: [{ id: dough, name: 'Pizza dough' }],
        },
        {
          text: '300 g water',
          qty: 187.5,
          qtyMax: null,
          unit: 'gram',
          name: 'water',
          from: [{ id: dough, name: 'Pizza dough' }],
        },
        { text: '2 cloves garlic', qty: 4, qtyMax: null, unit: 'clove', name: 'garlic', from: [] },
      ],
    });
    const own = await expand(sauce);
    expect(own.json().servings).toBe(2);
    expect(own.json().lines[0].qty).toBe(500);
  });

  it('shows an edit of a sub-recipe in its parents at once', async () => {
    const stock = await addOk('Stock', 1, [food('bones', 1, 'kg')]);
    const soup = await addOk('Soup', 1, [{ recipeId: stock, qty: 2, measurement: 'batch' }]);
    await t.app.inject({ method: 'GET', url: `/api/recipes/${soup}`, headers: user.auth });
    expect((await expand(soup)).json().lines[0]).toMatchObject({ name: 'bones', qty: 2, unit: 'kilogram' });
    expect((await put(stock, 'Brown stock', 1, [food('bones', 3, 'kg')])).statusCode).toBe(200);
    expect((await expand(soup)).json().lines[0]).toMatchObject({ name: 'bones', qty: 6 });
    const parent = await t.app.inject({ method: 'GET', url: `/api/recipes/${soup}`, headers: user.auth });
    expect(parent.json().lineItems[0]).toMatchObject({
      ingredient: { name: 'brown stock' },
      recipe: { id: stock, name: 'Brown stock' },
    });
  });

  it('keeps a line’s id when the recipe is saved again unchanged, and a new one when its recipe changes', async () => {
    const a = await addOk('Keeper', 1, [{ recipeId: dough, qty: 1, measurement: 'batch' }]);
    const before = (await t.db.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.recipeId, a)))[0].id;
    await put(a, 'Keeper', 1, [{ recipeId: dough, qty: 1, measurement: 'batch' }]);
    const same = (await t.db.select({ id: lineItems.id }).from(lineItems).where(eq(lineItems.recipeId, a)))[0].id;
    expect(same).toBe(before);
    await put(a, 'Keeper', 1, [{ recipeId: pesto, qty: 1, measurement: 'batch', text: '1 batch Pizza dough' }]);
    const rows = await t.db
      .select({ id: lineItems.id, sub: lineItems.subRecipeId })
      .from(lineItems)
      .where(eq(lineItems.recipeId, a));
    expect(rows.map((r) => r.sub)).toEqual([pesto]);
    expect(rows[0].id).not.toBe(before);
  });

  describe('refused, nothing stored', () => {
    it.each([
      ['an unknown recipe', { recipeId: 999999, qty: 1, measurement: 'batch' }, 'ingredients.0.recipeId'],
      [
        'a recipe id that is not a whole number',
        { recipeId: 1.5, qty: 1, measurement: 'batch' },
        'ingredients.0.recipeId',
      ],
      ['a recipe id as text', { recipeId: '3', qty: 1, measurement: 'batch' }, 'ingredients.0.recipeId'],
      ['another unit', { recipeId: -1, qty: 1, measurement: 'cups' }, 'ingredients.0.measurement'],
      ['a qty out of range', { recipeId: -1, qty: 100001, measurement: 'batch' }, 'ingredients.0.qty'],
      ['a qty too small', { recipeId: -1, qty: 0.00001, measurement: 'batch' }, 'ingredients.0.qty'],
      [
        'a weight of a batch whose weight is unknown',
        { recipeId: -2, qty: 100, measurement: 'g' },
        'ingredients.0.measurement',
      ],
    ])('400 for %s', async (_, line, field) => {
      const resolved = {
        ...line,
        recipeId: line.recipeId === -1 ? dough : line.recipeId === -2 ? pesto : line.recipeId,
      };
      const before = await recipeCount();
      const res = await add('Refused', 1, [resolved as Line]);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().details)).toContain(field);
      expect(await recipeCount()).toBe(before);
    });

    it('409 for a recipe that includes itself, and the lines stay as they were', async () => {
      const a = await addOk('Selfish', 1, [food('egg', 1, 'whole')]);
      const res = await put(a, 'Selfish', 1, [{ recipeId: a, qty: 1, measurement: 'batch' }]);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatch(/include itself/);
      expect((await expand(a)).json().lines.map((l: { name: string }) => l.name)).toEqual(['egg']);
    });

    it('409 for A → B → A and a longer loop, whichever recipe closes it', async () => {
      const a = await addOk('Loop A', 1, [food('egg', 1, 'whole')]);
      const b = await addOk('Loop B', 1, [{ recipeId: a, qty: 1, measurement: 'batch' }]);
      const c = await addOk('Loop C', 1, [{ recipeId: b, qty: 1, measurement: 'batch' }]);
      const before = await links();
      expect((await put(a, 'Loop A', 1, [{ recipeId: b, qty: 1, measurement: 'batch' }])).statusCode).toBe(409);
      expect((await put(a, 'Loop A', 1, [{ recipeId: c, qty: 1, measurement: 'batch' }])).statusCode).toBe(409);
      expect((await put(b, 'Loop B', 1, [{ recipeId: c, qty: 1, measurement: 'batch' }])).statusCode).toBe(409);
      expect(await links()).toEqual(before);
    });

    it('allows 5 levels and refuses a sixth, from the top and from the bottom', async () => {
      // chain[0] includes chain[1] … includes chain[5]: 5 levels.
      const chain: number[] = [await addOk('Level 5', 1, [food('salt', 1, 'g')])];
      for (let level = 4; level >= 0; level--)
        chain.unshift(await addOk(`Level ${level}`, 1, [{ recipeId: chain[0], qty: 1, measurement: 'batch' }]));
      expect((await expand(chain[0])).json().lines[0].from).toHaveLength(5);
      const before = await links();
      const top = await add('Level -1', 1, [{ recipeId: chain[0], qty: 1, measurement: 'batch' }]);
      expect(top.statusCode).toBe(409);
      expect(top.json().error).toMatch(/5 levels/);
      const leaf = await addOk('Level 6', 1, [food('pepper', 1, 'g')]);
      const bottom = await put(chain[5], 'Level 5', 1, [{ recipeId: leaf, qty: 1, measurement: 'batch' }]);
      expect(bottom.statusCode).toBe(409);
      expect(await links()).toEqual(before);
    });
  });

  it('is documented in OpenAPI: the ingredients route, recipeId in the payload, recipe on a line, 409 on a save', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs/json' })).json();
    const expanded = paths['/api/recipes/{id}/ingredients'].get;
    expect(expanded.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['id', 'servings']),
    );
    const answer = expanded.responses['200'].content['application/json'].schema;
    expect(Object.keys(answer.properties)).toEqual(['recipeId', 'servings', 'lines']);
    expect(Object.keys(answer.properties.lines.items.properties)).toEqual([
      'text',
      'qty',
      'qtyMax',
      'unit',
      'name',
      'from',
    ]);
    const save = paths['/api/recipes/{id}'].put;
    expect(save.responses['409']).toBeDefined();
    expect(paths['/api/recipes/add-recipe'].post.responses['409']).toBeDefined();
    const line = save.requestBody.content['application/json'].schema.properties.ingredients.items;
    expect(line.properties.recipeId).toMatchObject({ type: 'integer' });
    const item = save.responses['200'].content['application/json'].schema.properties.lineItems.items;
    expect(Object.keys(item.properties.recipe.properties ?? item.properties.recipe.anyOf[0].properties)).toEqual([
      'id',
      'name',
      'servings',
    ]);
  });

  it('answers 400 for servings out of 1–1000 and 404 for an unknown recipe', async () => {
    expect((await expand(dough, '?servings=0')).statusCode).toBe(400);
    expect((await expand(dough, '?servings=1001')).json().details).toHaveProperty('servings');
    expect((await expand(dough, '?servings=2.5')).statusCode).toBe(400);
    expect((await expand(999999)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/recipes/${dough}/ingredients` })).statusCode).toBe(401);
  });
});
