import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shoppingListRecipes, shoppingLists } from '../../db/schema.ts';
import { createRecipe, createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Real concurrency shows on PostgreSQL (TEST_DATABASE_URL); on PGlite the same test checks the logic.
describe('shopping lists under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const add = (auth: { authorization: string }, id: number) =>
    t.app.inject({ method: 'PUT', url: '/api/user/me/addRecipe', headers: auth, payload: { id } });

  it('20 parallel adds of one recipe give exactly one 200 and 19 × 409', async () => {
    const user = await createUser(t.app);
    const recipe = await createRecipe(t.db);
    const answers = await Promise.all(Array.from({ length: 20 }, () => add(user.auth, recipe)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, ...Array(19).fill(409)]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json()).toEqual({ error: 'Recipe already in shopping list', code: 'RECIPE_ALREADY_ON_LIST' });

    const lists = await t.db.select().from(shoppingLists).where(eq(shoppingLists.userId, user.id));
    expect(lists).toHaveLength(1);
    const rows = await t.db.select().from(shoppingListRecipes).where(eq(shoppingListRecipes.listId, lists[0].id));
    expect(rows.map((r) => r.recipeId)).toEqual([recipe]);
  });

  it('parallel adds of different recipes all land in the one open list', async () => {
    const user = await createUser(t.app);
    const recipes = await Promise.all(Array.from({ length: 10 }, () => createRecipe(t.db)));
    const answers = await Promise.all(recipes.map((id) => add(user.auth, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const lists = await t.db.select().from(shoppingLists).where(eq(shoppingLists.userId, user.id));
    expect(lists).toHaveLength(1);
    const rows = await t.db.select().from(shoppingListRecipes).where(eq(shoppingListRecipes.listId, lists[0].id));
    expect(rows.map((r) => r.recipeId).sort()).toEqual([...recipes].sort());
  });
});
