import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes, shoppingListRecipes, shoppingLists } from '../../db/schema.ts';
import { ListLimits } from '#domain/shopping-list.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

interface ListBody {
  id: number;
  recipes: { id: number; name: string; lineItems: unknown[] }[];
}

describe('shopping lists', () => {
  let t: TestApp;
  let recipeA: number;
  let recipeB: number;
  let recipeC: number;

  beforeAll(async () => {
    t = await createTestApp();
    recipeA = await createRecipe(t.db, { details: { name: 'Alpha Soup' } });
    recipeB = await createRecipe(t.db, { details: { name: 'Beta Pasta' } });
    recipeC = await createRecipe(t.db, { details: { name: 'Gamma Salad' } });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'PUT', path: string, who: TestUser | null, body?: unknown) =>
    t.app.inject({ method, url: `/api/user/me/${path}`, headers: who?.auth, payload: body as object | undefined });
  const openLists = (userId: number) =>
    t.db
      .select()
      .from(shoppingLists)
      .where(and(eq(shoppingLists.userId, userId), eq(shoppingLists.isCompleted, false)));
  const listRecipeIds = async (listId: number) =>
    (await t.db.select().from(shoppingListRecipes).where(eq(shoppingListRecipes.listId, listId))).map(
      (r) => r.recipeId,
    );
  const ids = (body: ListBody) => body.recipes.map((r) => r.id);

  describe('GET /currentList', () => {
    it('creates the open list on first use, once', async () => {
      // Another user's list holds a recipe already, whatever ran before: the new list is the caller's own.
      const other = await createUser(t.app);
      expect((await call('PUT', 'addRecipe', other, { id: recipeA })).statusCode).toBe(200);
      const user = await createUser(t.app);
      expect(await openLists(user.id)).toHaveLength(0);
      const first = await call('GET', 'currentList', user);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ id: expect.any(Number), recipes: [] });
      const again = await call('GET', 'currentList', user);
      expect(again.json().id).toBe(first.json().id);
      const rows = await openLists(user.id);
      expect(rows.map((r) => r.id)).toEqual([first.json().id]);
    });

    it('creates exactly one open list under parallel first calls', async () => {
      const user = await createUser(t.app);
      const answers = await Promise.all(Array.from({ length: 10 }, () => call('GET', 'currentList', user)));
      expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(await openLists(user.id)).toHaveLength(1);
    });

    it('answers 401 without a token', async () => {
      expect((await call('GET', 'currentList', null)).statusCode).toBe(401);
    });
  });

  describe('PUT /addRecipe and /removeRecipe', () => {
    it('adds recipes in order and answers the full list', async () => {
      const user = await createUser(t.app);
      let res = await call('PUT', 'addRecipe', user, { id: recipeB });
      expect(res.statusCode).toBe(200);
      const listId = res.json().id;
      res = await call('PUT', 'addRecipe', user, { id: recipeA });
      res = await call('PUT', 'addRecipe', user, { id: recipeC });
      expect(res.statusCode).toBe(200);
      const body = res.json() as ListBody;
      expect(body.id).toBe(listId);
      expect(ids(body)).toEqual([recipeB, recipeA, recipeC]);
      expect(body.recipes[0]).toMatchObject({
        name: 'Beta Pasta',
        lineItems: [
          { qty: 1.5, measurement: 'cups', ingredient: { name: 'flour' } },
          { qty: 1, measurement: 'to taste', ingredient: { name: 'salt' } },
        ],
      });
      expect((await listRecipeIds(listId)).sort()).toEqual([recipeA, recipeB, recipeC].sort());
      expect(ids((await call('GET', 'currentList', user)).json())).toEqual([recipeB, recipeA, recipeC]);
    });

    it('answers 409 for a recipe already in the list', async () => {
      const user = await createUser(t.app);
      await call('PUT', 'addRecipe', user, { id: recipeA });
      const res = await call('PUT', 'addRecipe', user, { id: recipeA });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Recipe already in shopping list', code: 'RECIPE_ALREADY_ON_LIST' });
      const [list] = await openLists(user.id);
      expect(await listRecipeIds(list.id)).toEqual([recipeA]);
    });

    it('answers 404 for an unknown recipe and creates nothing', async () => {
      const user = await createUser(t.app);
      const res = await call('PUT', 'addRecipe', user, { id: 999_999 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' });
      expect(await openLists(user.id)).toHaveLength(0);
    });

    it('removes a recipe; removing one that is not there changes nothing', async () => {
      const user = await createUser(t.app);
      await call('PUT', 'addRecipe', user, { id: recipeA });
      const { id: listId } = (await call('PUT', 'addRecipe', user, { id: recipeB })).json();
      let res = await call('PUT', 'removeRecipe', user, { id: recipeA });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: listId });
      expect(ids(res.json())).toEqual([recipeB]);
      expect(await listRecipeIds(listId)).toEqual([recipeB]);
      res = await call('PUT', 'removeRecipe', user, { id: recipeA });
      expect(res.statusCode).toBe(200);
      expect(ids(res.json())).toEqual([recipeB]);
      res = await call('PUT', 'removeRecipe', user, { id: 999_999 });
      expect(res.statusCode).toBe(200);
      // A removed recipe can be added again, at the end.
      res = await call('PUT', 'addRecipe', user, { id: recipeA });
      expect(ids(res.json())).toEqual([recipeB, recipeA]);
    });

    it('answers 409 once the list is full', async () => {
      const user = await createUser(t.app);
      const { id: listId } = (await call('GET', 'currentList', user)).json();
      const bare = await t.db
        .insert(recipes)
        .values(
          Array.from({ length: ListLimits.maxRecipesPerList }, (_, i) => ({
            name: `Bulk ${i}`,
            url: 'https://www.example.com/r',
            img: '/images/cuisines/other.svg',
            servings: 1,
            cookTime: 10,
          })),
        )
        .returning({ id: recipes.id });
      await t.db.insert(shoppingListRecipes).values(bare.map((r) => ({ listId, recipeId: r.id })));
      const res = await call('PUT', 'addRecipe', user, { id: recipeA });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: `A shopping list holds at most ${ListLimits.maxRecipesPerList} recipes`,
        code: 'CONFLICT',
      });
      expect(await listRecipeIds(listId)).toHaveLength(ListLimits.maxRecipesPerList);
    });

    it("never touches another user's list", async () => {
      const owner = await createUser(t.app);
      const other = await createUser(t.app);
      const { id: ownerList } = (await call('PUT', 'addRecipe', owner, { id: recipeA })).json();
      const res = await call('PUT', 'removeRecipe', other, { id: recipeA });
      expect(res.json().id).not.toBe(ownerList);
      expect(await listRecipeIds(ownerList)).toEqual([recipeA]);
    });

    it('answers 400 naming the field, and 401 without a token', async () => {
      const user = await createUser(t.app);
      for (const path of ['addRecipe', 'removeRecipe', 'setCompleted']) {
        for (const body of [{ id: 'x' }, {}, { id: -1 }, { id: 1.5 }]) {
          const res = await call('PUT', path, user, body);
          expect(res.statusCode).toBe(400);
          expect(res.json().details).toHaveProperty('id');
        }
        expect((await call('PUT', path, null, { id: recipeA })).statusCode).toBe(401);
      }
    });
  });

  describe('PUT /setCompleted', () => {
    it('completes the open list, and the next currentList is a new empty list', async () => {
      const user = await createUser(t.app);
      await call('PUT', 'addRecipe', user, { id: recipeC });
      const { id: listId } = (await call('PUT', 'addRecipe', user, { id: recipeA })).json();
      const res = await call('PUT', 'setCompleted', user, { id: listId });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ id: listId, isCompleted: true });
      expect(ids(body)).toEqual([recipeC, recipeA]);
      expect(new Date(body.completedAt).toISOString()).toBe(body.completedAt);
      expect(new Date(body.updatedAt).toISOString()).toBe(body.updatedAt);

      const [row] = await t.db.select().from(shoppingLists).where(eq(shoppingLists.id, listId));
      expect(row.isCompleted).toBe(true);
      expect(row.completedAt).toBeInstanceOf(Date);
      expect(await openLists(user.id)).toHaveLength(0);

      const next = (await call('GET', 'currentList', user)).json();
      expect(next.id).not.toBe(listId);
      expect(next.recipes).toEqual([]);
      // The completed list keeps its recipes.
      expect(await listRecipeIds(listId)).toHaveLength(2);
    });

    it('answers 409 for an empty list', async () => {
      const user = await createUser(t.app);
      const { id } = (await call('GET', 'currentList', user)).json();
      const res = await call('PUT', 'setCompleted', user, { id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Shopping list is empty', code: 'LIST_EMPTY' });
      expect((await openLists(user.id))[0].id).toBe(id);
    });

    it("answers 404 for another user's list, a completed list and an unknown id", async () => {
      const owner = await createUser(t.app);
      const stranger = await createUser(t.app);
      const { id: ownerList } = (await call('PUT', 'addRecipe', owner, { id: recipeA })).json();

      let res = await call('PUT', 'setCompleted', stranger, { id: ownerList });
      expect(res.statusCode).toBe(404);
      const [row] = await t.db.select().from(shoppingLists).where(eq(shoppingLists.id, ownerList));
      expect(row.isCompleted).toBe(false);

      expect((await call('PUT', 'setCompleted', owner, { id: ownerList })).statusCode).toBe(200);
      res = await call('PUT', 'setCompleted', owner, { id: ownerList });
      expect(res.statusCode).toBe(404);
      res = await call('PUT', 'setCompleted', owner, { id: 2_000_000_000 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Shopping list not found', code: 'NOT_FOUND' });
    });
  });

  describe('GET /allLists', () => {
    it('pages lists newest first, open list first, with ISO times and recipes', async () => {
      const user = await createUser(t.app);
      const completed: number[] = [];
      for (let i = 0; i < 27; i++) {
        const { id } = (await call('PUT', 'addRecipe', user, { id: i % 2 === 0 ? recipeA : recipeB })).json();
        expect((await call('PUT', 'setCompleted', user, { id })).statusCode).toBe(200);
        completed.push(id);
      }
      const { id: openId } = (await call('PUT', 'addRecipe', user, { id: recipeC })).json();

      let res = await call('GET', 'allLists', user);
      expect(res.statusCode).toBe(200);
      let body = res.json();
      expect(body.count).toBe(28);
      expect(body.rows).toHaveLength(25);
      expect(body.rows[0]).toMatchObject({ id: openId, isCompleted: false, completedAt: null });
      expect(ids(body.rows[0])).toEqual([recipeC]);
      expect(body.rows[1]).toMatchObject({ id: completed[26], isCompleted: true });
      expect(ids(body.rows[1])).toEqual([recipeA]);
      expect(new Date(body.rows[1].completedAt).toISOString()).toBe(body.rows[1].completedAt);

      res = await call('GET', 'allLists?page=2&completed=true', user);
      body = res.json();
      expect(body.count).toBe(27);
      expect(body.rows.map((r: { id: number }) => r.id)).toEqual([completed[1], completed[0]]);
      expect(body.rows.every((r: { isCompleted: boolean }) => r.isCompleted)).toBe(true);

      body = (await call('GET', 'allLists?completed=false', user)).json();
      expect(body).toMatchObject({ count: 1, rows: [{ id: openId }] });
    });

    it("shows only the caller's lists", async () => {
      const user = await createUser(t.app);
      const res = await call('GET', 'allLists?completed=true', user);
      expect(res.json()).toEqual({ rows: [], count: 0 });
    });

    it('answers 400 naming the field, and 401 without a token', async () => {
      const user = await createUser(t.app);
      for (const query of ['page=0', 'page=abc', 'page=1.5']) {
        const res = await call('GET', `allLists?${query}`, user);
        expect(res.statusCode).toBe(400);
        expect(res.json().details).toHaveProperty('page');
      }
      const res = await call('GET', 'allLists?completed=yes', user);
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toHaveProperty('completed');
      expect((await call('GET', 'allLists', null)).statusCode).toBe(401);
    });
  });
});
