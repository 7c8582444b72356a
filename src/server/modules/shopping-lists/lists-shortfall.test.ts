import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingListItems } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { itemNamed, kitchenCalls, type Amount } from './kitchen-loop-test-support.ts';

/** docs/api/kitchen-loop.md, "Shortfall on the list": recipes add only what the household's pantry lacks. */
describe('shortfall-only lists', () => {
  let t: TestApp;
  let calls: ReturnType<typeof kitchenCalls>;
  beforeAll(async () => {
    t = await createTestApp();
    calls = kitchenCalls(t.app, t.db);
  });
  afterAll(() => t.close());

  const g = (qty: number, unit: string | null): Amount => ({ qty, unit });

  it.each([
    ['kg less g', [1.5, 'kilogram'], [500, 'g'], [g(1, 'kilogram')], [g(500, 'gram')]],
    ['l less ml', [1, 'liter'], [250, 'ml'], [g(750, 'milliliter')], [g(250, 'milliliter')]],
    ['cups less ml (US against metric)', [2, 'cup'], [236.588, 'ml'], [g(1, 'cup')], [g(236.588, 'milliliter')]],
    ['pounds less g (US against metric)', [2, 'pound'], [453.592, 'g'], [g(1, 'pound')], [g(453.592, 'gram')]],
    ['g less pounds (metric against US)', [500, 'gram'], [1, 'lb'], [g(46.408, 'gram')], [g(1, 'pound')]],
    ['a count', [6, 'whole'], [4, null], [g(2, null)], [g(4, null)]],
  ] as const)('puts on the list only the shortfall: %s', async (_, [qty, measurement], [held, unit], left, have) => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'Stock', qty: held, unit });
    const id = await calls.recipe([{ name: 'stock', qty, measurement }]);
    const list = await calls.addRecipes(cook, [{ id }]);
    expect(itemNamed(list, 'stock')).toMatchObject({ amounts: left, pantry: { need: [expect.any(Object)], have } });
    expect(list.version).toBe(1);
  });

  it.each([
    ['exactly the need', 1500],
    ['more than the need', 2000],
  ])('shows no item when the pantry holds %s, keeping the row hidden', async (_, grams) => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'flour', qty: grams, unit: 'g' });
    const id = await calls.recipe([
      { name: 'flour', qty: 1.5, measurement: 'kilogram' },
      { name: 'eggs', qty: 2, measurement: 'whole' },
    ]);
    const list = await calls.addRecipes(cook, [{ id }]);
    expect(list.items.map((i) => i.name)).toEqual(['eggs']);
    const rows = await t.db
      .select()
      .from(shoppingListItems)
      .where(and(eq(shoppingListItems.foodKey, 'flour'), eq(shoppingListItems.covered, true)));
    expect(rows.some((row) => (row.sources as { recipeId: number }[])[0]!.recipeId === id)).toBe(true);
  });

  it('never converts mass to volume: grams in the pantry leave cups of the food whole', async () => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'sugar', qty: 500, unit: 'g' });
    const id = await calls.recipe([{ name: 'sugar', qty: 2, measurement: 'cup' }]);
    expect(itemNamed(await calls.addRecipes(cook, [{ id }]), 'sugar')).toMatchObject({
      amounts: [g(2, 'cup')],
      pantry: null,
    });
  });

  it("reduces the list's total need across recipes and servings, at each change of them", async () => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'rice', qty: 500, unit: 'g' });
    const a = await calls.recipe([{ name: 'rice', qty: 300, measurement: 'gram' }]);
    const b = await calls.recipe([{ name: 'rice', qty: 300, measurement: 'gram' }]);
    expect(itemNamed(await calls.addRecipes(cook, [{ id: a }]), 'rice')).toBeUndefined();
    let rice = itemNamed(await calls.addRecipes(cook, [{ id: b }]), 'rice');
    expect(rice).toMatchObject({
      amounts: [g(100, 'gram')],
      pantry: { need: [g(600, 'gram')], have: [g(500, 'gram')] },
    });
    rice = itemNamed(await calls.servings(cook, b, 8), 'rice');
    expect(rice).toMatchObject({ amounts: [g(400, 'gram')], pantry: { need: [g(900, 'gram')] } });
    // A pantry change alone changes nothing on the list; the next change of its recipes takes it in.
    await calls.stock(cook, { name: 'rice', qty: 100, unit: 'g' });
    expect(itemNamed(await calls.list(cook), 'rice')!.amounts).toEqual([g(400, 'gram')]);
    rice = itemNamed((await calls.send(cook, 'DELETE', `/api/lists/current/recipes/${a}`)).json(), 'rice');
    expect(rice).toBeUndefined();
    expect(itemNamed(await calls.servings(cook, b, 16), 'rice')!.amounts).toEqual([g(600, 'gram')]);
  });

  it('never adds a staple from a recipe; a typed line of it is still added', async () => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'salt', staple: true });
    const id = await calls.recipe([
      { name: 'salt', qty: 1, measurement: 'teaspoon' },
      { name: 'leeks', qty: 2, measurement: 'whole' },
    ]);
    expect((await calls.addRecipes(cook, [{ id }])).items.map((i) => i.name)).toEqual(['leeks']);
    expect(itemNamed(await calls.typed(cook, 'salt'), 'salt')).toMatchObject({ amounts: [] });
  });

  it('never reduces a typed line: only the recipes’ part is', async () => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'butter', qty: 250, unit: 'g' });
    expect(itemNamed(await calls.typed(cook, '200 g butter'), 'butter')).toMatchObject({
      amounts: [g(200, 'gram')],
      pantry: null,
    });
    const id = await calls.recipe([{ name: 'butter', qty: 300, measurement: 'gram' }]);
    expect(itemNamed(await calls.addRecipes(cook, [{ id }]), 'butter')).toMatchObject({
      amounts: [g(250, 'gram')],
      pantry: { need: [g(300, 'gram')], have: [g(250, 'gram')] },
    });
  });

  it('adds amounts moved in from another list after the reduction, and keeps them when the recipes go', async () => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'oats', qty: 1, unit: 'kg' });
    const id = await calls.recipe([{ name: 'oats', qty: 200, measurement: 'gram' }]);
    const list = await calls.addRecipes(cook, [{ id }]);
    expect(itemNamed(list, 'oats')).toBeUndefined();
    await t.db
      .update(shoppingListItems)
      .set({ movedAmounts: [g(300, 'gram')] })
      .where(and(eq(shoppingListItems.listId, list.id), eq(shoppingListItems.foodKey, 'oat')));
    expect(itemNamed(await calls.servings(cook, id, 8), 'oats')).toMatchObject({
      amounts: [g(300, 'gram')],
      pantry: { need: [g(400, 'gram')], have: [g(1, 'kilogram')] },
    });
    const removed = (await calls.send(cook, 'DELETE', `/api/lists/current/recipes/${id}`)).json();
    expect(itemNamed(removed, 'oats')).toMatchObject({ amounts: [g(300, 'gram')], sources: [], pantry: null });
  });

  it('leaves every amount as today when the pantry holds none of the foods', async () => {
    const cook = await createUser(t.app);
    await calls.stock(cook, { name: 'capers', qty: 1, unit: 'jar' });
    const id = await calls.recipe([
      { name: 'milk', qty: 1, measurement: 'cup' },
      { name: 'milk', qty: 4, measurement: 'tablespoons' },
    ]);
    const list = await calls.addRecipes(cook, [{ id, servings: 6 }]);
    expect(list.items).toEqual([expect.objectContaining({ amounts: [g(1.875, 'cup')], pantry: null })]);
  });
});
