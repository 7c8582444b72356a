import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../db/schema.ts';
import { createAdmin, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('recipe fields for imported recipes (API.md)', () => {
  let t: TestApp;
  let admin: TestUser;
  const add = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/recipes/add-recipe', payload: payload as object, headers: admin.auth });
  const stored = async (name: string) => t.db.select({ id: recipes.id }).from(recipes).where(eq(recipes.name, name));

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(() => t.close());

  it('stores and answers description, keywords, yield text, sections and source', async () => {
    const res = await add(
      recipePayload({
        details: {
          name: 'Imported Pie',
          description: '  A pie.  ',
          yieldText: '1 pie',
          source: { app: 'mealie', importedAt: '2026-01-02T03:04:05.000Z' },
        },
        keywords: ['Dessert', 'dessert', ' Baking ', ''],
        ingredients: [{ text: '2 cups flour' }, { text: '1 egg' }, { text: '1 cup sugar' }],
        ingredientSections: [
          { title: 'Crust', start: 0 },
          { title: 'Filling', start: 2 },
        ],
        instructions: ['Mix.', 'Bake.'],
        instructionSections: [{ title: 'Method', start: 0 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      description: 'A pie.',
      keywords: ['Dessert', 'Baking'],
      yieldText: '1 pie',
      ingredientSections: [
        { title: 'Crust', start: 0 },
        { title: 'Filling', start: 2 },
      ],
      instructionSections: [{ title: 'Method', start: 0 }],
      source: { app: 'mealie', importedAt: '2026-01-02T03:04:05.000Z' },
    });
    const again = await t.app.inject({ method: 'GET', url: `/api/recipes/${body.id}`, headers: admin.auth });
    // The full recipe adds the household's cooking of it, none yet.
    expect(again.json()).toEqual({
      ...body,
      lastCooked: null,
      timesCooked: 0,
      averageRating: null,
      ratingCount: 0,
      myRating: null,
    });
  });

  it('lets an imported recipe lack url, img and cookTime, and an inactive one servings and lines', async () => {
    const res = await add(
      recipePayload({
        details: {
          name: 'Bare Import',
          url: null,
          img: null,
          cookTime: null,
          servings: null,
          isActive: false,
          source: { app: 'paprika' },
        },
        ingredients: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ url: null, img: null, cookTime: null, servings: null, isActive: false });
    expect(res.json().source.app).toBe('paprika');
  });

  it('refuses null url, img and cookTime on a recipe made here, naming each field, and stores nothing', async () => {
    const res = await add(recipePayload({ details: { name: 'Not Imported', url: null, img: null, cookTime: null } }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual([
      'recipeDetails.cookTime',
      'recipeDetails.img',
      'recipeDetails.url',
    ]);
    expect(await stored('Not Imported')).toHaveLength(0);
  });

  it('refuses an active imported recipe without servings or lines', async () => {
    const res = await add(
      recipePayload({ details: { name: 'Active Bare', servings: null, source: { app: 'tandoor' } }, ingredients: [] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      'recipeDetails.servings': expect.any(String),
      ingredients: expect.any(String),
    });
    expect(await stored('Active Bare')).toHaveLength(0);
  });

  it('refuses a keyword over 64 characters, an unknown source app and a section past the end', async () => {
    const res = await add(
      recipePayload({
        details: { name: 'Bad Extras', source: { app: 'nowhere' as 'mealie' } },
        keywords: ['k'.repeat(65)],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).sort()).toEqual(['keywords.0', 'recipeDetails.source.app']);
    const late = await add(
      recipePayload({ details: { name: 'Bad Extras' }, ingredientSections: [{ title: 'Late', start: 2 }] }),
    );
    expect(late.statusCode).toBe(400);
    expect(Object.keys(late.json().details)).toEqual(['ingredientSections']);
    expect(await stored('Bad Extras')).toHaveLength(0);
  });
});
