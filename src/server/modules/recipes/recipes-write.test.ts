import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingredients, lineItems, recipeCuisines, recipes } from '../../db/schema.ts';
import { createAdmin, createRecipe, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findFullRecipe } from './detail-repository.ts';

describe('POST /api/recipes/add-recipe and PUT /api/recipes/{id}', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, who: TestUser | null = admin) =>
    t.app.inject({ method, url, payload: payload as object, headers: who ? who.auth : {} });
  const add = (payload: unknown, who: TestUser | null = admin) => send('POST', '/api/recipes/add-recipe', payload, who);
  const recipeCount = async () => (await t.db.select({ n: count() }).from(recipes))[0].n;
  const linesOf = (recipeId: number) =>
    t.db
      .select({ name: ingredients.name, qty: lineItems.qty, measurement: lineItems.measurement })
      .from(lineItems)
      .innerJoin(ingredients, eq(ingredients.id, lineItems.ingredientId))
      .where(eq(lineItems.recipeId, recipeId))
      .orderBy(asc(lineItems.position));

  beforeAll(async () => {
    t = await createTestApp();
    [admin, user] = await Promise.all([createAdmin(t.app), createUser(t.app)]);
  });
  afterAll(() => t.close());

  describe('add', () => {
    it('stores the recipe with its tags and lines and answers 201 with the full recipe', async () => {
      const res = await add(
        recipePayload({
          details: { name: '  Shakshuka ', servings: '3' as unknown as number, cookTime: 25 },
          cuisines: ['mediterranean', '', 'healthy', 'mediterranean'],
          restrictions: ['vegetarian', ''],
          appliances: ['stovetop', 'oven'],
          ingredients: [
            { name: 'Eggs', qty: 6 },
            { name: '', qty: 2, measurement: 'cups' },
            { name: 'paprika', qty: '' as unknown as number, measurement: '' },
            { name: 'tomatoes', qty: 1.25, measurement: 'pounds' },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        name: 'Shakshuka',
        servings: 3,
        cookTime: 25,
        isActive: true,
        cuisines: [{ name: 'mediterranean' }, { name: 'healthy' }],
        restrictions: [{ name: 'vegetarian' }],
        appliances: [{ name: 'stovetop' }, { name: 'oven' }],
      });
      expect(body.lineItems.map((l: { qty: number; measurement: string }) => [l.qty, l.measurement])).toEqual([
        [6, 'whole'],
        [1, 'whole'],
        [1.25, 'pounds'],
      ]);

      const [row] = await t.db.select().from(recipes).where(eq(recipes.id, body.id));
      expect(row).toMatchObject({ name: 'Shakshuka', servings: 3, cookTime: 25, isActive: true });
      expect(await linesOf(body.id)).toEqual([
        { name: 'eggs', qty: 6, measurement: 'whole' },
        { name: 'paprika', qty: 1, measurement: 'whole' },
        { name: 'tomatoes', qty: 1.25, measurement: 'pounds' },
      ]);
      expect(await findFullRecipe(t.db, body.id)).toEqual(body);
    });

    it('stores isActive false when asked', async () => {
      const res = await add(recipePayload({ details: { isActive: false } }));
      expect(res.statusCode).toBe(201);
      const [row] = await t.db
        .select({ isActive: recipes.isActive })
        .from(recipes)
        .where(eq(recipes.id, res.json().id));
      expect(row.isActive).toBe(false);
    });

    it('shows up in the list count at once', async () => {
      const before = (
        await t.app.inject({ method: 'GET', url: '/api/recipes?cuisine=soup', headers: user.auth })
      ).json();
      expect((await add(recipePayload({ cuisines: ['soup'] }))).statusCode).toBe(201);
      const after = (
        await t.app.inject({ method: 'GET', url: '/api/recipes?cuisine=soup', headers: user.auth })
      ).json();
      expect(after.count).toBe(before.count + 1);
    });

    it.each([
      ['an unknown cuisine', recipePayload({ cuisines: ['pizza'] }), 'cuisines.0'],
      ['an unknown restriction', recipePayload({ restrictions: ['keto'] }), 'restrictions.0'],
      ['an unknown appliance', recipePayload({ appliances: ['microwave'] }), 'appliances.0'],
      ['no cuisine', recipePayload({ cuisines: ['', ''] }), 'cuisines'],
      ['a javascript: url', recipePayload({ details: { url: 'javascript:alert(1)' } }), 'recipeDetails.url'],
      ['a relative url', recipePayload({ details: { url: '/recipes/1' } }), 'recipeDetails.url'],
      ['a data: img', recipePayload({ details: { img: 'data:image/png;base64,AAAA' } }), 'recipeDetails.img'],
      ['servings 0', recipePayload({ details: { servings: 0 } }), 'recipeDetails.servings'],
      ['fractional servings', recipePayload({ details: { servings: 2.5 } }), 'recipeDetails.servings'],
      ['cookTime 0', recipePayload({ details: { cookTime: 0 } }), 'recipeDetails.cookTime'],
      ['an empty name', recipePayload({ details: { name: '   ' } }), 'recipeDetails.name'],
      ['no ingredients', recipePayload({ ingredients: [{ name: '' }] }), 'ingredients'],
      ['a negative qty', recipePayload({ ingredients: [{ name: 'salt', qty: -1 }] }), 'ingredients.0.qty'],
      ['no recipeDetails', { cuisines: ['american'], ingredients: [{ name: 'salt' }] }, 'recipeDetails'],
    ])('rejects %s with 400 naming the field, storing nothing', async (_label, payload, field) => {
      const before = await recipeCount();
      const res = await add(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual(expect.any(String));
      expect(res.json().details).toHaveProperty([field]);
      expect(await recipeCount()).toBe(before);
    });

    it('answers 401 without a token and 403 for a non-admin, storing nothing', async () => {
      const before = await recipeCount();
      expect((await add(recipePayload(), null)).statusCode).toBe(401);
      const forbidden = await add(recipePayload(), user);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ error: expect.any(String), code: 'ADMIN_REQUIRED' });
      expect(await recipeCount()).toBe(before);
    });
  });

  describe('update', () => {
    let recipeId: number;
    beforeAll(async () => {
      recipeId = await createRecipe(t.db, {
        details: { name: 'Plain Rice', servings: 2, cookTime: 20 },
        cuisines: ['asian'],
        restrictions: ['vegan'],
        appliances: ['stovetop'],
        ingredients: [{ name: 'rice', qty: 1, measurement: 'cups' }, { name: 'water' }],
      });
    });

    it('replaces the fields, tags and lines, and answers the full recipe', async () => {
      const res = await send(
        'PUT',
        `/api/recipes/${recipeId}`,
        recipePayload({
          details: { id: 999, name: 'Fried Rice', servings: 4, cookTime: 15, img: 'https://cdn.example.com/rice.jpg' },
          cuisines: ['asian', 'fusion'],
          restrictions: [],
          appliances: ['stovetop', 'air fryer'],
          ingredients: [
            { name: 'rice', qty: 2, measurement: 'cups' },
            { name: 'egg' },
            { name: 'soy sauce', qty: 0.5, measurement: 'tbsp' },
          ],
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        id: recipeId,
        name: 'Fried Rice',
        img: 'https://cdn.example.com/rice.jpg',
        servings: 4,
        cookTime: 15,
        isActive: true,
        cuisines: [{ name: 'asian' }, { name: 'fusion' }],
        restrictions: [],
        appliances: [{ name: 'stovetop' }, { name: 'air fryer' }],
      });
      expect(await linesOf(recipeId)).toEqual([
        { name: 'rice', qty: 2, measurement: 'cups' },
        { name: 'egg', qty: 1, measurement: 'whole' },
        { name: 'soy sauce', qty: 0.5, measurement: 'tbsp' },
      ]);
      expect(await t.db.select().from(recipeCuisines).where(eq(recipeCuisines.recipeId, recipeId))).toHaveLength(2);
      // The id in the body never redirects the write.
      expect(await findFullRecipe(t.db, 999)).toBeUndefined();
    });

    it('retires a recipe with isActive false, keeps the state when isActive is left out', async () => {
      const list = async () =>
        (await t.app.inject({ method: 'GET', url: '/api/recipes?q=fried%20rice', headers: user.auth })).json();
      expect((await list()).count).toBe(1);

      const retired = await send(
        'PUT',
        `/api/recipes/${recipeId}`,
        recipePayload({ details: { name: 'Fried Rice', isActive: false } }),
      );
      expect(retired.json().isActive).toBe(false);
      expect(await list()).toEqual({ rows: [], count: 0 });

      const kept = await send('PUT', `/api/recipes/${recipeId}`, recipePayload({ details: { name: 'Fried Rice' } }));
      expect(kept.json().isActive).toBe(false);
      const [row] = await t.db.select({ isActive: recipes.isActive }).from(recipes).where(eq(recipes.id, recipeId));
      expect(row.isActive).toBe(false);

      const back = await send(
        'PUT',
        `/api/recipes/${recipeId}`,
        recipePayload({ details: { name: 'Fried Rice', isActive: true } }),
      );
      expect(back.json().isActive).toBe(true);
      expect((await list()).count).toBe(1);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await send('PUT', '/api/recipes/424242', recipePayload());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBeTruthy();
      expect(await findFullRecipe(t.db, 424242)).toBeUndefined();
      const malformed = await send('PUT', '/api/recipes/x1', recipePayload());
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toHaveProperty('id');
    });

    it('rejects bad input with 400 naming the field and leaves the recipe untouched', async () => {
      const before = await findFullRecipe(t.db, recipeId);
      const res = await send(
        'PUT',
        `/api/recipes/${recipeId}`,
        recipePayload({ details: { servings: 0, url: 'javascript:void(0)' }, cuisines: ['pizza'] }),
      );
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toEqual(
        expect.arrayContaining(['recipeDetails.servings', 'recipeDetails.url', 'cuisines.0']),
      );
      expect(await findFullRecipe(t.db, recipeId)).toEqual(before);
    });

    it('answers 401 without a token and 403 for a non-admin, changing nothing', async () => {
      const before = await findFullRecipe(t.db, recipeId);
      const payload = recipePayload({ details: { name: 'Hijacked' } });
      expect((await send('PUT', `/api/recipes/${recipeId}`, payload, null)).statusCode).toBe(401);
      expect((await send('PUT', `/api/recipes/${recipeId}`, payload, user)).statusCode).toBe(403);
      expect(await findFullRecipe(t.db, recipeId)).toEqual(before);
    });
  });
});
