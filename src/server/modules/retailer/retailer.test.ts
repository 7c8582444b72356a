import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConversionLimits } from '#domain/retailer-conversion.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('POST /api/amazon/convertshoppinglist', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const convert = (payload: unknown, headers: Record<string, string> | null = user.auth) =>
    t.app.inject({
      method: 'POST',
      url: '/api/amazon/convertshoppinglist',
      headers: headers ?? undefined,
      payload: payload as object,
    });

  it('converts the full recipes of the current list, merging across recipes', async () => {
    const soup = await createRecipe(t.db, {
      ingredients: [
        { name: 'Flour', qty: 1, measurement: 'cup' },
        { name: 'garlic', qty: 2, measurement: 'cloves' },
        { name: 'salt', qty: 1, measurement: 'to taste' },
      ],
    });
    const bread = await createRecipe(t.db, {
      ingredients: [
        { name: 'flour', qty: 2, measurement: 'tbsp' },
        { name: 'butter', qty: 8, measurement: 'oz' },
        { name: 'Butter', qty: 1, measurement: 'lb' },
        { name: 'egg', qty: 2 },
      ],
    });
    for (const id of [soup, bread])
      await t.app.inject({ method: 'PUT', url: '/api/user/me/addRecipe', headers: user.auth, payload: { id } });
    const list = (await t.app.inject({ method: 'GET', url: '/api/user/me/currentList', headers: user.auth })).json();

    const expected = {
      ingredients: [
        { name: 'flour', quantityList: [{ unit: 'CUPS', amount: 1.13 }] },
        { name: 'garlic', quantityList: [{ unit: 'CLOVES', amount: 2 }] },
        { name: 'salt', quantityList: [{ unit: 'PINCHES', amount: 1 }] },
        { name: 'butter', quantityList: [{ unit: 'POUNDS', amount: 1.5 }] },
        { name: 'egg', quantityList: [{ unit: 'COUNT', amount: 2 }] },
      ],
    };
    const wrapped = await convert({ recipes: list.recipes });
    expect(wrapped.statusCode).toBe(200);
    expect(wrapped.json()).toEqual(expected);
    const bare = await convert(list.recipes);
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toEqual(expected);
  });

  it('reads a measurement named after a prototype key ("__proto__", "constructor") as an unknown unit', async () => {
    const line = (name: string, measurement: string) => ({ ingredient: { name }, qty: 2, measurement });
    const res = await convert({
      recipes: [
        {
          lineItems: [
            line('flour', '__proto__'),
            line('sugar', 'constructor'),
            line('salt', 'toString'),
            line('__proto__', 'cup'),
          ],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ingredients: [
        { name: 'flour', quantityList: [{ unit: 'COUNT', amount: 2 }] },
        { name: 'sugar', quantityList: [{ unit: 'COUNT', amount: 2 }] },
        { name: 'salt', quantityList: [{ unit: 'COUNT', amount: 2 }] },
        { name: '__proto__', quantityList: [{ unit: 'CUPS', amount: 2 }] },
      ],
    });
  });

  it('accepts fractions typed as text and an empty list', async () => {
    const res = await convert([{ lineItems: [{ qty: '1 1/2', measurement: 'Tbsp', ingredient: { name: 'oil' } }] }]);
    expect(res.json()).toEqual({ ingredients: [{ name: 'oil', quantityList: [{ unit: 'TBSP', amount: 1.5 }] }] });
    expect((await convert({ recipes: [] })).json()).toEqual({ ingredients: [] });
  });

  it('answers 400 naming the field', async () => {
    let res = await convert({
      recipes: [{ lineItems: [{ qty: 'lots', measurement: 'cup', ingredient: { name: 'x' } }] }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(['recipes.0.lineItems.0.qty']);

    res = await convert([{ lineItems: [{ qty: 1, measurement: 'cup', ingredient: { name: '  ' } }] }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(['recipes.0.lineItems.0.ingredient.name']);

    res = await convert({ recipes: 'all' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('recipes');

    res = await convert([{ name: 'no lines' }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(['recipes.0.lineItems']);

    const tooMany = Array.from({ length: ConversionLimits.maxRecipes + 1 }, () => ({ lineItems: [] }));
    res = await convert(tooMany);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('recipes');
  });

  it('answers 401 without a valid token', async () => {
    expect((await convert({ recipes: [] }, null)).statusCode).toBe(401);
    expect((await convert({ recipes: [] }, { authorization: 'Bearer nope' })).statusCode).toBe(401);
  });

  it('is described in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const path of [
      '/api/amazon/convertshoppinglist',
      '/api/user/me/currentList',
      '/api/user/me/allLists',
      '/api/user/me/addRecipe',
      '/api/user/me/removeRecipe',
      '/api/user/me/setCompleted',
      '/api/user/me/updateFavorites',
      '/api/user/me/updatedislikes',
      '/api/user/me/favoritedrecipes',
      '/api/user/me/dislikedrecipes',
    ])
      expect(paths).toHaveProperty([path]);
  });
});
