import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingListItems } from '../../db/schema.ts';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Line = { name?: string; qty: number; measurement: string; recipeId?: number };
interface Item {
  id: number;
  name: string;
  amounts: { qty: number | null; unit: string | null }[];
  sources: { recipeId: number | null; text: string }[];
}

describe('shopping list and plan to-list: a recipe’s expanded lines', () => {
  let t: TestApp;
  let admin: TestUser;
  let stock: number;
  let soup: number;
  let stew: number;

  const addRecipe = async (name: string, servings: number, ingredients: Line[]) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings }, ingredients }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, who: TestUser, body?: object) =>
    t.app.inject({ method, url: `/api/lists${path}`, headers: who.auth, payload: body });
  const names = (body: { items: Item[] }) => body.items.map((i) => i.name).sort();
  const item = (body: { items: Item[] }, name: string) => body.items.find((i) => i.name === name);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    // Stock (1 batch, 2 servings): 1 kg bones, 2 onions. Soup (4 servings): 2 batches of stock, 1 onion, 200 g noodles.
    stock = await addRecipe('Stock', 2, [
      { name: 'bones', qty: 1, measurement: 'kg' },
      { name: 'onion', qty: 2, measurement: 'whole' },
    ]);
    soup = await addRecipe('Soup', 4, [
      { recipeId: stock, qty: 2, measurement: 'batch' },
      { name: 'onion', qty: 1, measurement: 'whole' },
      { name: 'noodles', qty: 200, measurement: 'g' },
    ]);
    // Stew (2 servings): 1 serving of soup, i.e. ¼ of a soup batch, which is ½ a batch of stock.
    stew = await addRecipe('Stew', 2, [
      { recipeId: soup, qty: 1, measurement: 'serving' },
      { name: 'carrot', qty: 3, measurement: 'whole' },
    ]);
  });
  afterAll(() => t.close());

  it('adds the sub-recipes’ foods, merged with the recipe’s own, and never the sub-recipe line itself', async () => {
    const user = await createUser(t.app);
    const res = await call('POST', '/current/recipes', user, { recipes: [{ id: soup }] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(names(body)).toEqual(['bones', 'noodles', 'onion']);
    expect(item(body, 'bones')!.amounts).toEqual([{ qty: 2, unit: 'kilogram' }]);
    // 2 batches × 2 onions, plus the soup's own.
    expect(item(body, 'onion')!.amounts).toEqual([{ qty: 5, unit: null }]);
    expect(item(body, 'onion')!.sources.map((s) => s.recipeId)).toEqual([soup, soup]);
    expect(item(body, 'stock')).toBeUndefined();
  });

  it('scales nested recipes once, rescales with the servings PATCH, and removes them with the recipe', async () => {
    const user = await createUser(t.app);
    let res = await call('POST', '/current/recipes', user, { recipes: [{ id: stew, servings: 4 }] });
    expect(res.statusCode, res.body).toBe(200);
    // 4 servings of a stew for 2: × 2; ¼ soup batch → ½ stock batch → 0.5 kg bones × 2.
    expect(item(res.json(), 'bones')!.amounts).toEqual([{ qty: 1, unit: 'kilogram' }]);
    expect(item(res.json(), 'noodles')!.amounts).toEqual([{ qty: 100, unit: 'gram' }]);
    expect(item(res.json(), 'carrot')!.amounts).toEqual([{ qty: 6, unit: null }]);
    res = await call('PATCH', `/current/recipes/${stew}`, user, { servings: 8 });
    expect(res.statusCode).toBe(200);
    expect(item(res.json(), 'bones')!.amounts).toEqual([{ qty: 2, unit: 'kilogram' }]);
    // × 4: one soup batch, so 2 × 2 stock onions and the soup's own.
    expect(item(res.json(), 'onion')!.amounts).toEqual([{ qty: 5, unit: null }]);
    const listId = res.json().id;
    res = await call('DELETE', `/current/recipes/${stew}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([]);
    expect(await t.db.select().from(shoppingListItems).where(eq(shoppingListItems.listId, listId))).toEqual([]);
  });

  it('the plan’s to-list takes the expanded lines too', async () => {
    const user = await createUser(t.app);
    const planned = await t.app.inject({
      method: 'POST',
      url: '/api/plan/entries',
      headers: user.auth,
      payload: { date: '2026-11-30', meal: 'dinner', recipeId: soup, servings: 2 },
    });
    expect(planned.statusCode, planned.body).toBe(201);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/plan/to-list',
      headers: user.auth,
      payload: { from: '2026-11-30', days: 7 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json().list;
    expect(names(list)).toEqual(['bones', 'noodles', 'onion']);
    expect(item(list, 'bones')!.amounts).toEqual([{ qty: 1, unit: 'kilogram' }]);
  });
});
