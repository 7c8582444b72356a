import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dislikes, likes, recipes } from '../../db/schema.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { MAX_LISTED_PREFERENCES } from './service.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('likes and dislikes', () => {
  let t: TestApp;
  let user: TestUser;
  let recipeA: number;
  let recipeB: number;

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    recipeA = await createRecipe(t.db, { details: { name: 'Alpha Soup' } });
    recipeB = await createRecipe(t.db, { details: { name: 'Beta Pasta' } });
  });
  afterAll(() => t.close());

  const put = (path: string, body: unknown, who: TestUser | null = user) =>
    t.app.inject({ method: 'PUT', url: `/api/user/me/${path}`, headers: who?.auth, payload: body as object });
  const get = (path: string, who: TestUser | null = user) =>
    t.app.inject({ method: 'GET', url: `/api/user/me/${path}`, headers: who?.auth });
  const rows = async (table: typeof likes | typeof dislikes, userId: number) =>
    (await t.db.select().from(table).where(eq(table.userId, userId))).map((r) => r.recipeId).sort();

  it('adds a like and answers the liked recipes as summaries', async () => {
    const res = await put('updateFavorites', { action: 'add', id: recipeA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: recipeA, name: 'Alpha Soup', img: '/images/cuisines/other.svg', servings: 4, cookTime: 30, isActive: true },
    ]);
    expect(await rows(likes, user.id)).toEqual([recipeA]);
  });

  it('adding the same like twice keeps one row', async () => {
    const res = await put('updateFavorites', { action: 'add', id: recipeA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(1);
    expect(await rows(likes, user.id)).toEqual([recipeA]);
  });

  it('disliking a liked recipe removes the like', async () => {
    const res = await put('updatedislikes', { action: 'add', id: recipeA });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([recipeA]);
    expect(await rows(likes, user.id)).toEqual([]);
    expect(await rows(dislikes, user.id)).toEqual([recipeA]);
  });

  it('liking a disliked recipe removes the dislike', async () => {
    const res = await put('updateFavorites', { action: 'add', id: recipeA });
    expect(res.statusCode).toBe(200);
    expect(await rows(likes, user.id)).toEqual([recipeA]);
    expect(await rows(dislikes, user.id)).toEqual([]);
  });

  it('removes a like; removing a missing one is a no-op', async () => {
    let res = await put('updateFavorites', { action: 'remove', id: recipeA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect(await rows(likes, user.id)).toEqual([]);
    res = await put('updateFavorites', { action: 'remove', id: recipeA });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    res = await put('updatedislikes', { action: 'remove', id: recipeB });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists liked and disliked recipes as full recipes, newest first', async () => {
    const other = await createUser(t.app);
    await put('updateFavorites', { action: 'add', id: recipeA }, other);
    await put('updateFavorites', { action: 'add', id: recipeB }, other);
    const res = await get('favoritedrecipes', other);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((r: { id: number }) => r.id)).toEqual([recipeB, recipeA]);
    expect(list[0]).toMatchObject({
      name: 'Beta Pasta',
      url: 'https://www.example.com/recipes/test',
      cuisines: [{ name: 'american' }],
      appliances: [{ name: 'stovetop' }],
      lineItems: [
        { qty: 1.5, measurement: 'cups', ingredient: { name: 'flour' } },
        { qty: 1, measurement: 'to taste', ingredient: { name: 'salt' } },
      ],
    });
    const summaries = await put('updateFavorites', { action: 'remove', id: 999_999 }, other);
    expect(summaries.statusCode).toBe(404);

    await put('updatedislikes', { action: 'add', id: recipeA }, other);
    const disliked = await get('dislikedrecipes', other);
    expect(disliked.statusCode).toBe(200);
    expect(disliked.json().map((r: { id: number }) => r.id)).toEqual([recipeA]);
    expect((await get('favoritedrecipes', other)).json().map((r: { id: number }) => r.id)).toEqual([recipeB]);
  });

  it('lists at most the newest MAX_LISTED_PREFERENCES', async () => {
    const fan = await createUser(t.app);
    const bare = await t.db
      .insert(recipes)
      .values(
        Array.from({ length: MAX_LISTED_PREFERENCES + 1 }, (_, i) => ({
          name: `Bulk ${i}`,
          url: 'https://www.example.com/r',
          img: '/images/cuisines/other.svg',
          servings: 1,
          cookTime: 10,
        })),
      )
      .returning({ id: recipes.id });
    const start = Date.parse('2024-01-01T00:00:00Z');
    await t.db
      .insert(likes)
      .values(bare.map((r, i) => ({ userId: fan.id, recipeId: r.id, createdAt: new Date(start + i * 1000) })));
    const res = await get('favoritedrecipes', fan);
    expect(res.statusCode).toBe(200);
    const listed = res.json().map((r: { id: number }) => r.id);
    expect(listed).toHaveLength(MAX_LISTED_PREFERENCES);
    expect(listed[0]).toBe(bare.at(-1)!.id);
    expect(listed).not.toContain(bare[0].id);
  });

  it("keeps each user's preferences apart", async () => {
    const stranger = await createUser(t.app);
    expect((await get('favoritedrecipes', stranger)).json()).toEqual([]);
    expect((await get('dislikedrecipes', stranger)).json()).toEqual([]);
  });

  it('answers 404 for an unknown recipe and writes nothing', async () => {
    for (const path of ['updateFavorites', 'updatedislikes']) {
      const res = await put(path, { action: 'add', id: 999_999 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' });
    }
    const written = await t.db
      .select()
      .from(likes)
      .where(and(eq(likes.userId, user.id), eq(likes.recipeId, 999_999)));
    expect(written).toEqual([]);
  });

  it('answers 400 naming the field', async () => {
    let res = await put('updateFavorites', { action: 'toggle', id: recipeA });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('action');
    res = await put('updatedislikes', { action: 'add', id: 'abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('id');
    res = await put('updateFavorites', { action: 'add' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty('id');
  });

  it('answers 401 without a valid token', async () => {
    for (const path of ['updateFavorites', 'updatedislikes']) {
      expect((await put(path, { action: 'add', id: recipeA }, null)).statusCode).toBe(401);
    }
    for (const path of ['favoritedrecipes', 'dislikedrecipes']) {
      expect((await get(path, null)).statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'GET',
        url: `/api/user/me/${path}`,
        headers: { authorization: 'Bearer nope' },
      });
      expect(bad.statusCode).toBe(401);
    }
  });

  it('drops preferences when the recipe is deleted', async () => {
    const doomed = await createRecipe(t.db);
    await put('updatedislikes', { action: 'add', id: doomed });
    await t.db.delete(recipes).where(eq(recipes.id, doomed));
    const res = await get('dislikedrecipes');
    expect(res.json().map((r: { id: number }) => r.id)).not.toContain(doomed);
  });
});
