import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseIngredient } from '#domain/ingredient-parse.ts';
import { FullRecipeSchema, type FullRecipe } from '#domain/recipe.ts';
import { recipes } from '../schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_DISHES, isToTaste } from './catalogue.ts';
import { seedDemoRecipes } from './demo.ts';

/** The seeded catalogue as a cook reads it: GET /api/recipes/{id} for every dish. */
describe('the seeded catalogue through GET /api/recipes/{id}', () => {
  let t: TestApp;
  let user: TestUser;
  const served = new Map<string, FullRecipe>();

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    expect(await seedDemoRecipes(t.db)).toBe(DEMO_DISHES.length);
    const rows = await t.db.select({ id: recipes.id }).from(recipes);
    for (const { id } of rows) {
      const res = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}`, headers: user.auth });
      expect(res.statusCode).toBe(200);
      const recipe = FullRecipeSchema.parse(res.json());
      served.set(recipe.name, recipe);
    }
  }, 120_000);
  afterAll(() => t.close());

  it('serves every dish with its method in order, its prep time and a total time equal to its cook time', () => {
    expect(served.size).toBe(DEMO_DISHES.length);
    for (const dish of DEMO_DISHES) {
      const recipe = served.get(dish.name)!;
      expect(recipe.instructions, dish.name).toEqual(dish.method);
      expect(recipe.instructions.length, dish.name).toBeGreaterThanOrEqual(3);
      expect(recipe.instructions.length, dish.name).toBeLessThanOrEqual(10);
      expect(recipe.prepTime, dish.name).toBe(dish.prepTime);
      expect(recipe.totalTime, dish.name).toBe(dish.cookTime);
      expect(recipe.cookTime, dish.name).toBe(dish.cookTime);
      expect(recipe.prepTime!, dish.name).toBeLessThanOrEqual(recipe.totalTime!);
    }
  });

  it('serves every line as written, its food unchanged and its parts as the parser reads the text', () => {
    for (const dish of DEMO_DISHES) {
      const items = served.get(dish.name)!.lineItems;
      expect(
        items.map((i) => [i.text, i.ingredient.name]),
        dish.name,
      ).toEqual(dish.ingredients.map(([text, food]) => [text, food]));
      for (const item of items) {
        const parsed = parseIngredient(item.text);
        const where = `${dish.name}: ${item.text}`;
        expect(item.qty, where).toBe(parsed.qty);
        expect(item.qtyMax, where).toBe(parsed.qtyMax);
        expect(item.comment, where).toBe(parsed.comment ?? '');
        expect(item.measurement, where).toBe(isToTaste(item.text) ? 'to taste' : (parsed.unit ?? ''));
        if (isToTaste(item.text)) expect(item.qty, where).toBeNull();
        else expect(item.qty, where).toBeGreaterThan(0);
      }
    }
  });

  it('serves the lines cooks write: a can with its size, cloves with their note, salt to taste', () => {
    const all = [...served.values()].flatMap((r) => r.lineItems);
    const line = (text: string) => all.find((i) => i.text === text);
    expect(line('1 (14 ounce) can crushed tomatoes')).toMatchObject({
      qty: 1,
      measurement: 'can',
      comment: '14 ounce',
      ingredient: { name: 'crushed tomatoes' },
    });
    expect(line('2 cloves garlic, minced')).toMatchObject({
      qty: 2,
      measurement: 'clove',
      comment: 'minced',
      ingredient: { name: 'garlic' },
    });
    expect(line('salt, to taste')).toMatchObject({ qty: null, measurement: 'to taste', ingredient: { name: 'salt' } });
    expect(line('1 1/2 cups all-purpose flour')).toMatchObject({ qty: 1.5, measurement: 'cup' });
  });
});
