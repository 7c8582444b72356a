import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, shoppingListItems, shoppingListRecipes, shoppingLists } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Line = { name: string; qty: number; measurement: string };
interface Item {
  id: number;
  name: string;
  amounts: { qty: number | null; unit: string | null }[];
  checked: boolean;
  category: string;
  sources: { recipeId: number | null; text: string }[];
}

describe('shopping list, item by item', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const recipe = (ingredients: Line[], servings = 4, name?: string) =>
    createRecipe(t.db, { ingredients, details: { servings, ...(name ? { name } : {}) } });
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    who: TestUser,
    body?: object,
    key?: string,
  ) =>
    t.app.inject({
      method,
      url: `/api/lists${path}`,
      headers: { ...who.auth, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const add = (who: TestUser, entries: { id: number; servings?: number }[], key?: string) =>
    call('POST', '/current/recipes', who, { recipes: entries }, key);
  const item = (body: { items: Item[] }, name: string) => body.items.find((i) => i.name === name)!;
  const openList = async (userId: number) =>
    (await t.db.select().from(shoppingLists).where(eq(shoppingLists.userId, userId))).find((l) => !l.isCompleted)!;
  const storedItems = async (listId: number) =>
    t.db.select().from(shoppingListItems).where(eq(shoppingListItems.listId, listId));

  it('creates the open list on first use, empty, with the caller as its member', async () => {
    // Another user's list holds something already, whatever ran before: the new list is the caller's own.
    const other = await createUser(t.app);
    expect((await call('POST', '/current/items', other, { text: 'paper towels' })).statusCode).toBe(200);
    const user = await createUser(t.app);
    const res = await call('GET', '/current', user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      listId: expect.any(Number),
      name: 'Main Shopping List',
      isDefault: true,
      store: null,
      version: 0,
      completedAt: null,
      recipes: [],
      items: [],
      members: [{ username: user.username }],
      estimate: { currency: 'USD', complete: true, total: 0, partialTotal: 0, missing: [] },
    });
    expect((await openList(user.id)).id).toBe(res.json().id);
  });

  it('merges lines by food and adds amounts of a family on its ladder; a batch is one version', async () => {
    const user = await createUser(t.app);
    const a = await recipe([
      { name: 'onions', qty: 2, measurement: 'whole' },
      { name: 'milk', qty: 1, measurement: 'cup' },
      { name: 'sugar', qty: 0.25, measurement: 'cup' },
      { name: 'salt', qty: 1, measurement: 'teaspoon' },
    ]);
    const b = await recipe([
      { name: 'onion', qty: 1, measurement: '' },
      { name: 'milk', qty: 4, measurement: 'tablespoons' },
      { name: 'sugar', qty: 2, measurement: 'tablespoon' },
      { name: 'salt', qty: 2, measurement: 'tsp' },
      { name: 'flour', qty: 100, measurement: 'gram' },
    ]);
    const c = await recipe([{ name: 'flour', qty: 1, measurement: 'cup' }]);
    const res = await add(user, [{ id: a }, { id: b }, { id: c }]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.version).toBe(1);
    expect(body.recipes.map((r: { id: number }) => r.id)).toEqual([a, b, c]);
    expect(item(body, 'onions')).toMatchObject({
      amounts: [{ qty: 3, unit: null }],
      checked: false,
      category: 'produce',
      sources: [
        { recipeId: a, text: expect.any(String) },
        { recipeId: b, text: expect.any(String) },
      ],
    });
    expect(item(body, 'milk').amounts).toEqual([{ qty: 1.25, unit: 'cup' }]);
    expect(item(body, 'sugar').amounts).toEqual([{ qty: 6, unit: 'tablespoon' }]);
    expect(item(body, 'salt').amounts).toEqual([{ qty: 1, unit: 'tablespoon' }]);
    // Different families stay side by side, each in its first line's system.
    expect(item(body, 'flour').amounts).toEqual([
      { qty: 100, unit: 'gram' },
      { qty: 1, unit: 'cup' },
    ]);
    const list = await openList(user.id);
    expect(list.version).toBe(1);
    expect((await storedItems(list.id)).map((i) => i.foodKey).sort()).toEqual([
      'flour',
      'milk',
      'onion',
      'salt',
      'sugar',
    ]);
  });

  it('leaves recipes already on the list as they are, and the version with them', async () => {
    const user = await createUser(t.app);
    const a = await recipe([{ name: 'rice', qty: 1, measurement: 'cup' }]);
    await add(user, [{ id: a }]);
    const again = await add(user, [{ id: a, servings: 8 }]);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ version: 1, recipes: [{ id: a, servings: 4 }] });
    expect(item(again.json(), 'rice').amounts).toEqual([{ qty: 1, unit: 'cup' }]);
    expect((await openList(user.id)).version).toBe(1);
  });

  it('answers 404 for an unknown or inactive recipe and changes nothing', async () => {
    const user = await createUser(t.app);
    const good = await recipe([{ name: 'rice', qty: 1, measurement: 'cup' }]);
    const retired = await recipe([{ name: 'beans', qty: 1, measurement: 'cup' }]);
    await t.db.update(recipes).set({ isActive: false }).where(eq(recipes.id, retired));
    for (const bad of [999_999, retired]) {
      const res = await add(user, [{ id: good }, { id: bad }]);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' });
    }
    const list = await openList(user.id);
    expect(list?.version ?? 0).toBe(0);
    if (list) {
      expect(await t.db.select().from(shoppingListRecipes).where(eq(shoppingListRecipes.listId, list.id))).toEqual([]);
      expect(await storedItems(list.id)).toEqual([]);
    }
  });

  it('scales by list servings ÷ recipe servings, at adding and with PATCH', async () => {
    const user = await createUser(t.app);
    const a = await recipe([{ name: 'butter', qty: 2, measurement: 'tablespoon' }], 4);
    let res = await add(user, [{ id: a, servings: 8 }]);
    expect(res.json().recipes).toEqual([
      { id: a, name: expect.any(String), img: expect.any(String), servings: 8, recipeServings: 4 },
    ]);
    expect(item(res.json(), 'butter').amounts).toEqual([{ qty: 4, unit: 'tablespoon' }]);
    res = await call('PATCH', `/current/recipes/${a}`, user, { servings: 32 });
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(2);
    expect(item(res.json(), 'butter').amounts).toEqual([{ qty: 1, unit: 'cup' }]);
    res = await call('PATCH', `/current/recipes/${a}`, user, { servings: 32 });
    expect(res.json().version).toBe(2);
    const [row] = await t.db.select().from(shoppingListRecipes).where(eq(shoppingListRecipes.recipeId, a));
    expect(row.servings).toBe(32);
    expect((await call('PATCH', '/current/recipes/999999', user, { servings: 2 })).statusCode).toBe(404);
    res = await call('PATCH', `/current/recipes/${a}`, user, { servings: 0 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('servings');
  });

  it('keeps ticks on the server and unticks an item whose amount rises, not one that falls', async () => {
    const user = await createUser(t.app);
    const a = await recipe([{ name: 'eggs', qty: 2, measurement: 'whole' }], 2);
    const b = await recipe([{ name: 'egg', qty: 3, measurement: 'whole' }], 2);
    let res = await add(user, [{ id: a }]);
    const eggId = item(res.json(), 'eggs').id;
    res = await call('PATCH', `/current/items/${eggId}`, user, { checked: true });
    expect(res.statusCode).toBe(200);
    expect(item(res.json(), 'eggs').checked).toBe(true);
    expect(res.json().version).toBe(2);
    // A second tick changes nothing.
    expect((await call('PATCH', `/current/items/${eggId}`, user, { checked: true })).json().version).toBe(2);
    const listId = res.json().id;
    expect((await storedItems(listId))[0].checked).toBe(true);
    // Fewer servings: less to buy, the tick stays.
    res = await call('PATCH', `/current/recipes/${a}`, user, { servings: 1 });
    expect(item(res.json(), 'eggs')).toMatchObject({ checked: true, amounts: [{ qty: 1, unit: null }] });
    // More added: unticked.
    res = await add(user, [{ id: b }]);
    expect(item(res.json(), 'eggs')).toMatchObject({ checked: false, amounts: [{ qty: 4, unit: null }] });
    // More servings: unticked again.
    await call('PATCH', `/current/items/${eggId}`, user, { checked: true });
    res = await call('PATCH', `/current/recipes/${b}`, user, { servings: 4 });
    expect(item(res.json(), 'eggs')).toMatchObject({ checked: false, amounts: [{ qty: 7, unit: null }] });
    expect((await storedItems(listId))[0].checked).toBe(false);
  });

  it('removing a recipe removes its amounts and drops items left with none', async () => {
    const user = await createUser(t.app);
    const a = await recipe([
      { name: 'garlic', qty: 2, measurement: 'clove' },
      { name: 'basil', qty: 1, measurement: 'bunch' },
    ]);
    const b = await recipe([{ name: 'garlic', qty: 3, measurement: 'cloves' }]);
    await add(user, [{ id: a }, { id: b }]);
    const res = await call('DELETE', `/current/recipes/${a}`, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().recipes.map((r: { id: number }) => r.id)).toEqual([b]);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        name: 'garlic',
        amounts: [{ qty: 3, unit: 'clove' }],
        sources: [{ recipeId: b, text: expect.any(String) }],
      }),
    ]);
    expect(res.json().version).toBe(2);
    expect((await storedItems(res.json().id)).map((i) => i.foodKey)).toEqual(['garlic']);
    expect((await call('DELETE', `/current/recipes/${a}`, user)).statusCode).toBe(404);
  });

  it('parses typed lines and merges them with recipe lines; a line with no amount has none', async () => {
    const user = await createUser(t.app);
    const a = await recipe([{ name: 'chicken thighs', qty: 1, measurement: 'pound' }]);
    await add(user, [{ id: a }]);
    let res = await call('POST', '/current/items', user, { text: '2 lb chicken thighs' });
    expect(res.statusCode).toBe(200);
    expect(item(res.json(), 'chicken thighs')).toMatchObject({
      amounts: [{ qty: 3, unit: 'pound' }],
      category: 'meat and fish',
      sources: [
        { recipeId: a, text: expect.any(String) },
        { recipeId: null, text: '2 lb chicken thighs' },
      ],
    });
    res = await call('POST', '/current/items', user, { text: 'paper towels' });
    expect(item(res.json(), 'paper towels')).toMatchObject({ amounts: [], category: 'household', checked: false });
    expect(res.json().version).toBe(3);
    res = await call('POST', '/current/items', user, { text: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('text');
    expect((await call('POST', '/current/items', user, { text: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await storedItems(res.json().id ?? (await openList(user.id)).id)).length).toBe(2);
  });

  it('deletes an item; another user’s items answer 404 and stay as they are', async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    let res = await call('POST', '/current/items', owner, { text: '2 lemons' });
    const lemon = item(res.json(), 'lemons').id;
    expect((await call('PATCH', `/current/items/${lemon}`, other, { checked: true })).statusCode).toBe(404);
    expect((await call('DELETE', `/current/items/${lemon}`, other)).statusCode).toBe(404);
    expect((await storedItems(res.json().id))[0]).toMatchObject({ id: lemon, checked: false });
    res = await call('DELETE', `/current/items/${lemon}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ items: [], version: 2 });
    expect(await storedItems(res.json().id)).toEqual([]);
    expect((await call('DELETE', `/current/items/${lemon}`, owner)).statusCode).toBe(404);
  });

  it('answers a replayed Idempotency-Key as the first time and changes nothing again', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const first = await call('POST', '/current/items', user, { text: '1 cup rice' }, 'key-1');
    const replay = await call('POST', '/current/items', user, { text: '1 cup rice' }, 'key-1');
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    const list = await openList(user.id);
    expect(list.version).toBe(1);
    expect((await storedItems(list.id))[0].sources).toHaveLength(1);
    // The same key from another user is theirs alone.
    const theirs = await call('POST', '/current/items', other, { text: '1 cup rice' }, 'key-1');
    expect(theirs.json().id).not.toBe(first.json().id);
    expect((await call('POST', '/current/items', user, {}, 'x'.repeat(201))).statusCode).toBe(400);
  });

  it('completes the list as a snapshot that later recipe edits do not change', async () => {
    const user = await createUser(t.app);
    expect((await call('POST', '/current/complete', user)).statusCode).toBe(409);
    const a = await recipe([{ name: 'tomatoes', qty: 4, measurement: 'whole' }], 4, 'Tomato Soup');
    let res = await add(user, [{ id: a }]);
    await call('PATCH', `/current/items/${item(res.json(), 'tomatoes').id}`, user, { checked: true });
    res = await call('POST', '/current/complete', user);
    expect(res.statusCode).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({
      version: 3,
      completedAt: expect.any(String),
      recipes: [{ id: a, name: 'Tomato Soup' }],
      items: [{ name: 'tomatoes', checked: true, amounts: [{ qty: 4, unit: null }] }],
    });
    const next = (await call('GET', '/current', user)).json();
    expect(next).toMatchObject({ recipes: [], items: [], version: 0 });
    expect(next.id).not.toBe(done.id);
    await t.db.update(recipes).set({ name: 'Renamed', isActive: false }).where(eq(recipes.id, a));
    const history = await call('GET', '/history', user);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({ rows: [done], count: 1 });
    const [row] = await t.db.select().from(shoppingLists).where(eq(shoppingLists.id, done.id));
    expect(row).toMatchObject({ isCompleted: true, snapshot: done });
  });

  it('lets a household member use the owner’s list', async () => {
    const { insertHouseholdMember } = await import('../households/index.ts');
    const owner = await createUser(t.app);
    const member = await createUser(t.app);
    await insertHouseholdMember(t.db, member.id, owner.id);
    await call('POST', '/current/items', owner, { text: 'bread' });
    const res = await call('POST', '/current/items', member, { text: '2 carrots' });
    expect(res.json().items.map((i: Item) => i.name)).toEqual(['bread', 'carrots']);
    expect(res.json().members).toEqual([{ username: owner.username }, { username: member.username }]);
    expect(await openList(member.id)).toBeUndefined();
  });

  it('answers 400 naming the field and 401 without a token', async () => {
    const user = await createUser(t.app);
    let res = await call('POST', '/current/recipes', user, { recipes: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('recipes');
    res = await add(
      user,
      Array.from({ length: 201 }, (_, i) => ({ id: i + 1 })),
    );
    expect(res.statusCode).toBe(400);
    res = await call('PATCH', '/current/items/1', user, { checked: 'yes' });
    expect(res.json().details).toHaveProperty('checked');
    expect((await t.app.inject({ method: 'GET', url: '/api/lists/current' })).statusCode).toBe(401);
  });
});
