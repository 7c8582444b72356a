import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingListRecipes, householdLists, shoppingLists } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { upgradeLegacyLists } from './legacy-upgrade.ts';

describe('the older list paths and the retailer on the item-by-item list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const inject = (method: 'GET' | 'PUT' | 'POST' | 'PATCH', url: string, who: TestUser, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, payload });

  it('addRecipe, removeRecipe and currentList work on the same list as /api/lists', async () => {
    const user = await createUser(t.app);
    const a = await createRecipe(t.db, { ingredients: [{ name: 'carrots', qty: 2, measurement: 'whole' }] });
    const b = await createRecipe(t.db, { ingredients: [{ name: 'carrot', qty: 1, measurement: 'whole' }] });
    const old = await inject('PUT', '/api/user/me/addRecipe', user, { id: a });
    let list = (await inject('POST', '/api/lists/current/recipes', user, { recipes: [{ id: b }] })).json();
    expect(list.id).toBe(old.json().id);
    expect(list.version).toBe(2);
    expect(list.items).toEqual([expect.objectContaining({ name: 'carrots', amounts: [{ qty: 3, unit: null }] })]);
    const current = (await inject('GET', '/api/user/me/currentList', user)).json();
    expect(current.recipes.map((r: { id: number }) => r.id)).toEqual([a, b]);

    await inject('PUT', '/api/user/me/removeRecipe', user, { id: a });
    list = (await inject('GET', '/api/lists/current', user)).json();
    expect(list).toMatchObject({ version: 3, items: [{ name: 'carrots', amounts: [{ qty: 1, unit: null }] }] });
  });

  it('the upgrade at start gives recipes put on an open list before items existed their servings and items', async () => {
    const user = await createUser(t.app);
    const a = await createRecipe(t.db, { ingredients: [{ name: 'leeks', qty: 2, measurement: 'whole' }] });
    const [main] = await t.db
      .insert(householdLists)
      .values({ ownerId: user.id, name: 'Main Shopping List', isDefault: true })
      .returning({ id: householdLists.id });
    const [list] = await t.db
      .insert(shoppingLists)
      .values({ userId: user.id, householdListId: main.id })
      .returning({ id: shoppingLists.id });
    await t.db.insert(shoppingListRecipes).values({ listId: list.id, recipeId: a });
    await upgradeLegacyLists(t.db);
    const res = await inject('GET', '/api/lists/current', user);
    expect(res.json()).toMatchObject({
      id: list.id,
      version: 1,
      recipes: [{ id: a, servings: 4, recipeServings: 4 }],
      items: [{ name: 'leeks', amounts: [{ qty: 2, unit: null }] }],
    });
    const [row] = await t.db.select().from(shoppingListRecipes).where(eq(shoppingListRecipes.listId, list.id));
    expect(row).toMatchObject({ servings: 4, recipeServings: 4 });
    // Once done, it finds nothing more to do.
    await upgradeLegacyLists(t.db);
    expect((await inject('GET', '/api/lists/current', user)).json().version).toBe(1);
  });

  it('setCompleted completes with the same snapshot that /api/lists/history shows', async () => {
    const user = await createUser(t.app);
    const a = await createRecipe(t.db, { ingredients: [{ name: 'limes', qty: 3, measurement: 'whole' }] });
    const { id } = (await inject('PUT', '/api/user/me/addRecipe', user, { id: a })).json();
    const done = await inject('PUT', '/api/user/me/setCompleted', user, { id });
    expect(done.statusCode).toBe(200);
    const history = (await inject('GET', '/api/lists/history', user)).json();
    expect(history.rows).toEqual([
      expect.objectContaining({
        id,
        completedAt: done.json().completedAt,
        items: [expect.objectContaining({ name: 'limes' })],
      }),
    ]);
  });

  it("converts { listId } to the retailer's list from the unticked items; another user's list is 404", async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    await inject('POST', '/api/lists/current/items', user, { text: '500 g flour' });
    await inject('POST', '/api/lists/current/items', user, { text: '2 cups milk' });
    let list = (await inject('POST', '/api/lists/current/items', user, { text: 'paper towels' })).json();
    const milk = list.items.find((i: { name: string }) => i.name === 'milk').id;
    list = (await inject('PATCH', `/api/lists/current/items/${milk}`, user, { checked: true })).json();
    const res = await inject('POST', '/api/amazon/convertshoppinglist', user, { listId: list.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ingredients: [
        { name: 'flour', quantityList: [{ unit: 'POUNDS', amount: 1.1 }] },
        { name: 'paper towels', quantityList: [{ unit: 'COUNT', amount: 1 }] },
      ],
    });
    expect((await inject('POST', '/api/amazon/convertshoppinglist', other, { listId: list.id })).statusCode).toBe(404);
    const both = await inject('POST', '/api/amazon/convertshoppinglist', user, { listId: list.id, recipes: [] });
    expect(both.statusCode).toBe(400);
  });
});
