import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeOfTheDayIndex } from '#domain/recipe-of-the-day.ts';
import { createRecipe, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createRecipeService } from './service.ts';

describe('GET /api/recipes/{id} and /of-the-day', () => {
  let t: TestApp;
  let user: TestUser;
  const get = (url: string, who: TestUser | null = user) =>
    t.app.inject({ method: 'GET', url, headers: who ? who.auth : {} });

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  describe('of the day, before any active recipe exists', () => {
    it('answers 404 with an error', async () => {
      await createRecipe(t.db, { details: { isActive: false } });
      const res = await get('/api/recipes/of-the-day');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
    });
  });

  describe('with a catalogue', () => {
    const active: number[] = [];
    const inactive: number[] = [];
    let curry = 0;

    beforeAll(async () => {
      for (let n = 0; n < 12; n++) {
        const isActive = n % 3 !== 0;
        const recipeId = await createRecipe(t.db, { details: { name: `Dish ${n}`, isActive } });
        (isActive ? active : inactive).push(recipeId);
      }
      curry = await createRecipe(t.db, {
        details: { name: 'Green Curry', servings: 3, cookTime: 35, url: 'https://example.org/curry' },
        cuisines: ['asian', 'healthy'],
        restrictions: ['vegan'],
        appliances: ['stovetop', 'instant pot'],
        ingredients: [
          { name: 'Coconut Milk', qty: 0.75, measurement: 'cups' },
          { name: 'curry paste', qty: 2, measurement: 'tbsp' },
          { name: 'basil' },
        ],
      });
      active.push(curry);
    });

    // Lines given without text are written out from their parts.
    const line = (qty: number, measurement: string, name: string, text: string) => ({
      id: expect.any(Number),
      qty,
      qtyMax: null,
      measurement,
      comment: '',
      text,
      ingredient: { name },
      recipe: null,
    });

    it('serves one full recipe with ordered line items and tags', async () => {
      const res = await get(`/api/recipes/${curry}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        id: curry,
        name: 'Green Curry',
        url: 'https://example.org/curry',
        img: '/images/cuisines/other.svg',
        servings: 3,
        cookTime: 35,
        isActive: true,
        cuisines: [{ name: 'asian' }, { name: 'healthy' }],
        restrictions: [{ name: 'vegan' }],
        appliances: [{ name: 'stovetop' }, { name: 'instant pot' }],
        lineItems: [
          line(0.75, 'cups', 'coconut milk', '3/4 cups coconut milk'),
          line(2, 'tbsp', 'curry paste', '2 tbsp curry paste'),
          line(1, 'whole', 'basil', '1 basil'),
        ],
        instructions: [],
        prepTime: null,
        totalTime: null,
        description: null,
        keywords: [],
        yieldText: null,
        ingredientSections: [],
        instructionSections: [],
        source: null,
        // The household's cooking and the caller's rating (docs/api/kitchen-loop.md, "Cooked it").
        lastCooked: null,
        timesCooked: 0,
        averageRating: null,
        ratingCount: 0,
        myRating: null,
      });
    });

    it('serves an inactive recipe too, marked inactive', async () => {
      const res = await get(`/api/recipes/${inactive[0]}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: inactive[0], isActive: false });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await get('/api/recipes/999999');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error).toBeTruthy();
      const malformed = await get('/api/recipes/abc');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().details).toHaveProperty('id');
    });

    it('answers 401 without a token', async () => {
      expect((await get(`/api/recipes/${active[0]}`, null)).statusCode).toBe(401);
      expect((await get('/api/recipes/of-the-day', null)).statusCode).toBe(401);
    });

    it("gives today's recipe: active, full, and the same on every call and for every user", async () => {
      const other = await createUser(t.app);
      const first = await get('/api/recipes/of-the-day');
      expect(first.statusCode).toBe(200);
      const recipe = first.json();
      expect(recipe.isActive).toBe(true);
      expect(recipe.lineItems.length).toBeGreaterThan(0);
      expect((await get('/api/recipes/of-the-day')).json().id).toBe(recipe.id);
      expect((await get('/api/recipes/of-the-day', other)).json().id).toBe(recipe.id);
    });

    it('picks the active recipe at the index of the day, in id order', async () => {
      const all = [...active].sort((a, b) => a - b);
      for (const date of ['2031-05-17', '2031-05-18', '2031-12-31', '2032-02-29']) {
        const service = createRecipeService(t.db, { now: () => new Date(`${date}T23:30:00Z`) });
        expect((await service.ofTheDay()).id).toBe(all[recipeOfTheDayIndex(all.length, date)]);
      }
    });

    it('is stable through a date and moves with the date, never to an inactive recipe', async () => {
      const on = (iso: string) => createRecipeService(t.db, { now: () => new Date(iso) }).ofTheDay();
      expect((await on('2030-01-02T00:00:00Z')).id).toBe((await on('2030-01-02T23:59:59Z')).id);
      const seen = new Set<number>();
      for (let day = 1; day <= 20; day++) {
        const date = new Date(Date.UTC(2030, 2, day));
        const recipe = await on(date.toISOString());
        expect(inactive).not.toContain(recipe.id);
        expect(recipe.isActive).toBe(true);
        seen.add(recipe.id);
      }
      expect(seen.size).toBeGreaterThan(1);
    });
  });
});
