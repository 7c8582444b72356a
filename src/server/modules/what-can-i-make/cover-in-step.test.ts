import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pantryCovers, pantryFoodTotals, pantryRecipeCover, recipes } from '../../db/schema.ts';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { makeCalls, missingOf } from './make-test-support.ts';

// The household's cover (pantry_recipe_cover) is built at its first filtered list and then only updated:
// each step below changes the answer, and the kept rows must equal a cover built afresh.
describe('the household cover of "what can I make" kept in step with pantry writes and recipe saves', () => {
  let t: TestApp;
  let cook: TestUser;
  let admin: TestUser;
  let calls: ReturnType<typeof makeCalls>;
  const id: Record<string, number> = {};
  const list = async (query = 'missingMax=2') => missingOf((await calls.list(cook, query)).json());
  const kept = async () => {
    const rows = await t.db.select().from(pantryRecipeCover).orderBy(asc(pantryRecipeCover.recipeId));
    const totals = await t.db
      .select()
      .from(pantryFoodTotals)
      .orderBy(asc(pantryFoodTotals.foodKey), asc(pantryFoodTotals.family));
    return { rows, totals };
  };
  /** The list's answer, after checking that the kept cover is what a build from scratch makes. */
  const answer = async (query?: string) => {
    const before = await kept();
    await t.db.delete(pantryCovers);
    const fresh = await list(query);
    expect(await kept()).toEqual(before);
    return fresh;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    cook = await createUser(t.app);
    calls = makeCalls(t.app, admin);
    id.stock = await calls.recipe('Zibbet stock', [
      { name: 'carrots', qty: 2, measurement: 'whole' },
      { name: 'water', qty: 1, measurement: 'l' },
    ]);
    id.soup = await calls.recipe('Zibbet soup', [
      { recipeId: id.stock, qty: 1, measurement: 'batch' },
      { name: 'leek', qty: 300, measurement: 'g' },
    ]);
    id.salad = await calls.recipe('Zibbet salad', [
      { name: 'lettuce', qty: 1, measurement: 'whole' },
      { name: 'salt', qty: null, measurement: 'to taste' },
    ]);
    id.carrot = await calls.stock(cook, { name: 'carrots', qty: 5, unit: null });
    id.water = await calls.stock(cook, { name: 'water', qty: 2, unit: 'l' });
    // The first filtered list builds the cover.
    expect(await list()).toEqual([
      [id.stock, 0],
      [id.soup, 1],
      [id.salad, 2],
    ]);
  });
  afterAll(() => t.close());

  it('follows adds, merges, edits, renames and removals of pantry items', async () => {
    id.leek = await calls.stock(cook, { name: 'leeks', qty: 0.2, unit: 'kg' });
    expect(await answer()).toEqual([
      [id.stock, 0],
      [id.soup, 1],
      [id.salad, 2],
    ]);
    // Merged into the leek item: 0.3 kg in all.
    expect(await calls.stock(cook, { name: 'leek', qty: 100, unit: 'g' })).toBe(id.leek);
    expect(await answer()).toEqual([
      [id.stock, 0],
      [id.soup, 0],
      [id.salad, 2],
    ]);
    await calls.restock(cook, id.water, { qty: 0.5 });
    expect(await answer()).toEqual([
      [id.stock, 1],
      [id.soup, 1],
      [id.salad, 2],
    ]);
    // Renamed: water no longer held; renamed back, held again.
    await calls.restock(cook, id.water, { name: 'watercress' });
    expect(await answer('missingMax=1')).toEqual([
      [id.stock, 1],
      [id.soup, 1],
    ]);
    await calls.restock(cook, id.water, { name: 'water', qty: 3, unit: 'l' });
    await calls.stock(cook, { name: 'salt', staple: true });
    await calls.stock(cook, { name: 'lettuce', qty: 2, unit: null });
    expect(await answer('cookNow=true')).toEqual([
      [id.stock, 0],
      [id.soup, 0],
      [id.salad, 0],
    ]);
    const res = await calls.send(cook, 'GET', '/api/pantry?q=leek');
    await t.app.inject({ method: 'DELETE', url: `/api/pantry/${res.json().rows[0].id}`, headers: cook.auth });
    expect(await answer('cookNow=true')).toEqual([
      [id.stock, 0],
      [id.salad, 0],
    ]);
  });

  it('follows what "Cooked it" takes from the pantry', async () => {
    // 5 carrots, 2 a batch: twice leaves 1, short of the stock's 2.
    for (let i = 0; i < 2; i++) {
      const res = await calls.send(cook, 'POST', `/api/recipes/${id.stock}/cooked`, {});
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(await answer('cookNow=true')).toEqual([[id.salad, 0]]);
  });

  it('follows an item put in the pantry from the list, and the untick that takes it back', async () => {
    const typed = await calls.send(cook, 'POST', '/api/lists/current/items', { text: '2 carrots' });
    const carrots = (typed.json().items as { id: number; name: string }[]).find((i) => i.name === 'carrots')!;
    const put = await calls.send(cook, 'POST', `/api/lists/current/items/${carrots.id}/to-pantry`, {});
    expect(put.statusCode, put.body).toBe(200);
    expect(await answer('cookNow=true')).toEqual([
      [id.stock, 0],
      [id.salad, 0],
    ]);
    await calls.send(cook, 'PATCH', '/api/household/settings', { tickedToPantry: true });
    await calls.send(cook, 'PATCH', `/api/lists/current/items/${carrots.id}`, { checked: false });
    expect(await answer('cookNow=true')).toEqual([[id.salad, 0]]);
  });

  it('follows recipe edits, a sub-recipe edit reaching the recipes that include it, deactivation and deletes', async () => {
    await calls.edit(id.stock, 'Zibbet stock', [{ name: 'water', qty: 1, measurement: 'l' }]);
    expect(await answer('missingMax=1')).toEqual([
      [id.stock, 0],
      [id.salad, 0],
      [id.soup, 1],
    ]);
    await calls.edit(id.salad, 'Zibbet salad', [{ name: 'kale', qty: 1, measurement: 'whole' }]);
    expect(await answer('missingMax=1')).toEqual([
      [id.stock, 0],
      [id.soup, 1],
      [id.salad, 1],
    ]);
    const hidden = recipePayload({
      details: { name: 'Zibbet salad', servings: 2, isActive: false },
      cuisines: ['american'],
      ingredients: [{ name: 'kale', qty: 1, measurement: 'whole' }],
    });
    expect((await calls.send(admin, 'PUT', `/api/recipes/${id.salad}`, hidden)).statusCode).toBe(200);
    expect(await answer('missingMax=1')).toEqual([
      [id.stock, 0],
      [id.soup, 1],
    ]);
    await t.db.delete(recipes).where(eq(recipes.id, id.soup));
    expect(await answer('missingMax=1')).toEqual([[id.stock, 0]]);
  });
});
