import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipes } from '../../db/schema.ts';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const PLAIN = `Tomato Soup
Serves 4
Prep time: 10 minutes
Cook time: 30 minutes

Ingredients
- 11/2 cups stock
- 1 onion, diced

For the topping:
- 2 tbsp cream

Method
1. Fry the onion.
2. Add the stock and simmer.`;

const RECIPE = {
  '@context': 'https://schema.org',
  '@type': 'Recipe',
  name: 'Graph Soup',
  recipeIngredient: ['2 cups stock', '1 onion'],
  recipeInstructions: [{ '@type': 'HowToStep', text: 'Simmer.' }],
  recipeYield: '4 servings',
  image: '/img/soup.jpg',
};

describe('POST /api/recipes/import/text', () => {
  let t: TestApp;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
  });
  afterAll(async () => t.close());

  const post = (payload: unknown, user: TestUser | null = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/recipes/import/text',
      headers: user?.auth ?? {},
      payload: payload as object,
    });
  const expectNothingSaved = async () => expect(await t.db.$count(recipes)).toBe(0);

  it('reads plain text into a draft: title, servings, times, parsed lines, sections, steps and hazards', async () => {
    const res = await post({ text: PLAIN, url: 'https://cook.example.com/soup' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.format).toBe('text');
    expect(body.recipe.recipeDetails).toEqual({
      name: 'Tomato Soup',
      url: 'https://cook.example.com/soup',
      img: null,
      servings: 4,
      cookTime: 40,
      prepTime: 10,
      totalTime: 40,
      description: null,
      yieldText: null,
    });
    expect(body.recipe.ingredients).toEqual([
      { text: '1 1/2 cups stock', qty: 1.5, qtyMax: null, measurement: 'cup', name: 'stock', comment: null },
      { text: '1 onion, diced', qty: 1, qtyMax: null, measurement: null, name: 'onion', comment: 'diced' },
      { text: '2 tbsp cream', qty: 2, qtyMax: null, measurement: 'tablespoon', name: 'cream', comment: null },
    ]);
    expect(body.recipe.ingredientSections).toEqual([{ title: 'For the topping', start: 2 }]);
    expect(body.recipe.instructions).toEqual(['Fry the onion.', 'Add the stock and simmer.']);
    expect(body.hazards).toEqual([
      { index: 0, read: '11/2 cups stock', proposed: '1 1/2 cups stock', reason: expect.any(String) },
    ]);
    await expectNothingSaved();
  });

  it('parses each line as POST /api/ingredients/parse does', async () => {
    const text = '2 eggs\n1 1/2 cups flour, sifted\nWhisk together.';
    const res = await post({ text });
    const parsed = await t.app.inject({
      method: 'POST',
      url: '/api/ingredients/parse',
      headers: admin.auth,
      payload: { lines: ['2 eggs', '1 1/2 cups flour, sifted'] },
    });
    expect(parsed.statusCode).toBe(200);
    const expected = parsed
      .json()
      .ingredients.map(({ unit, ...rest }: Record<string, unknown>) => ({ ...rest, measurement: unit }));
    expect(res.statusCode).toBe(200);
    expect(res.json().recipe.ingredients).toEqual(expected);
    expect(res.json().recipe.ingredients[1]).toMatchObject({ qty: 1.5, measurement: 'cup', name: 'flour' });
    expect(res.json().recipe.recipeDetails.name).toBe('Untitled recipe');
  });

  it('reads a JSON-LD Recipe, an array and an @graph, resolving the image against url', async () => {
    for (const value of [
      RECIPE,
      [{ '@type': 'WebPage' }, RECIPE],
      { '@context': 'https://schema.org', '@graph': [RECIPE] },
    ]) {
      const res = await post({ text: JSON.stringify(value), url: 'https://cook.example.com/soup' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.format).toBe('json-ld');
      expect(body.hazards).toEqual([]);
      expect(body.recipe.recipeDetails).toMatchObject({
        name: 'Graph Soup',
        url: 'https://cook.example.com/soup',
        img: 'https://cook.example.com/img/soup.jpg',
        servings: 4,
      });
      expect(body.recipe.ingredients.map((l: { text: string }) => l.text)).toEqual(['2 cups stock', '1 onion']);
      expect(body.recipe.instructions).toEqual(['Simmer.']);
    }
    await expectNothingSaved();
  });

  it('reads HTML holding JSON-LD as json-ld, and HTML without Recipe data by its visible text', async () => {
    const page = `<html><head><script type="application/ld+json">${JSON.stringify(RECIPE)}</script></head><body><p>Hi</p></body></html>`;
    const withData = await post({ text: page, url: 'https://cook.example.com/soup' });
    expect(withData.statusCode).toBe(200);
    expect(withData.json().format).toBe('json-ld');
    expect(withData.json().recipe.recipeDetails.name).toBe('Graph Soup');

    const plainPage = `<html><head><title>x</title><style>p{color:red}</style></head><body>
      <nav><a href="/">Home</a></nav>
      <h1>Garlic Bread</h1><p>Crisp and quick.</p>
      <h2>Ingredients</h2><ul><li>1 baguette</li><li>3 cloves garlic</li><li>50 g butter</li></ul>
      <h2>Method</h2><ol><li>Crush the garlic into the butter.</li><li>Spread on the bread and bake.</li></ol>
      <script>var x = "2 cups sugar";</script></body></html>`;
    const res = await post({ text: plainPage });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.format).toBe('html');
    expect(body.recipe.recipeDetails).toMatchObject({ name: 'Garlic Bread', description: 'Crisp and quick.', url: '' });
    expect(body.recipe.ingredients.map((l: { text: string }) => l.text)).toEqual([
      '1 baguette',
      '3 cloves garlic',
      '50 g butter',
    ]);
    expect(body.recipe.instructions).toEqual(['Crush the garlic into the butter.', 'Spread on the bread and bake.']);
    await expectNothingSaved();
  });

  it('reads the text as asked: format text keeps HTML-looking text as plain text', async () => {
    const res = await post({ text: '<b>Toast</b>\n1 slice bread\nToast the bread.', format: 'text' });
    expect(res.statusCode).toBe(200);
    expect(res.json().format).toBe('text');
    expect(res.json().recipe.recipeDetails.name).toBe('<b>Toast</b>');
  });

  it('answers 422 for format json-ld without a JSON Recipe, and for prose with no line and no step', async () => {
    const notJson = await post({ text: PLAIN, format: 'json-ld' });
    expect(notJson.statusCode).toBe(422);
    expect(notJson.json()).toMatchObject({ code: 'NO_RECIPE_DATA' });
    const noRecipe = await post({ text: JSON.stringify({ '@type': 'Article', name: 'News' }), format: 'json-ld' });
    expect(noRecipe.statusCode).toBe(422);

    const prose = await post({ text: 'Dear Anna,\n\nThank you for the lovely evening. See you soon.' });
    expect(prose.statusCode).toBe(422);
    expect(prose.json()).toEqual({ error: 'We could not find a recipe in this text', code: 'NO_RECIPE_DATA' });
    await expectNothingSaved();
  });

  it('answers 400 for an empty or blank text, an unknown format or engine, and engine ai with no model server', async () => {
    for (const text of ['', '  \n\t ']) {
      const res = await post({ text });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: { text: expect.any(String) } });
    }
    expect((await post({})).json()).toMatchObject({ details: { text: expect.any(String) } });
    const format = await post({ text: PLAIN, format: 'yaml' });
    expect(format.statusCode).toBe(400);
    expect(format.json()).toMatchObject({ details: { format: expect.any(String) } });
    const engine = await post({ text: PLAIN, engine: 'magic' });
    expect(engine.statusCode).toBe(400);
    expect(engine.json()).toMatchObject({ details: { engine: expect.any(String) } });
    const ai = await post({ text: PLAIN, engine: 'ai' });
    expect(ai.statusCode).toBe(400);
    expect(ai.json()).toMatchObject({ error: 'No model server is set up', code: 'VALIDATION_FAILED' });
    expect((await post({ text: PLAIN, engine: 'ocr' })).statusCode).toBe(200);
  });

  it('answers 413 over 6 MiB of body', async () => {
    const res = await post({ text: 'a'.repeat(6 * 1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
  });

  it('cleans NUL characters out of pasted text instead of refusing it', async () => {
    const res = await post({ text: 'Toast\u0000\n1 slice bread\nToast the bread.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().recipe.recipeDetails.name).toBe('Toast');
  });

  it('is for admins only', async () => {
    expect((await post({ text: PLAIN }, null)).statusCode).toBe(401);
    const user = await createUser(t.app);
    expect((await post({ text: PLAIN }, user)).statusCode).toBe(403);
  });
});
