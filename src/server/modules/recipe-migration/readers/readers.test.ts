import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/factories.ts';
import type { ImportedRecipe } from './index.ts';
import { recipesOf as recipes, uploadReader } from './read-upload.test-support.ts';

const readAll = uploadReader();
const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(20, 1)]);

const uuid = '0b6f3c2a-9d8e-4f1a-8c7b-6a5d4e3f2a1b';
function mealieDump(version: 'v1' | 'v2') {
  const id = version === 'v1' ? uuid.replace(/-/g, '') : uuid;
  const recipe: Record<string, unknown> = {
    id,
    slug: 'pizza',
    name: 'Pizza',
    description: null,
    recipe_yield: version === 'v1' ? '6 pizzas' : 'pizzas',
    total_time: '1 hour 30 minutes',
    prep_time: '30 min',
    perform_time: null,
    org_url: 'https://example.com/pizza',
  };
  if (version === 'v2') Object.assign(recipe, { recipe_yield_quantity: 6, recipe_servings: 4 });
  return {
    alembic_version: [{ version_num: version === 'v1' ? 'abc' : 'def' }],
    recipes: [recipe, { id: 'x', slug: 'nameless', name: '' }],
    recipe_settings: [{ recipe_id: id, disable_amount: false }],
    ingredient_units: [{ id: 'u1', name: 'cup' }],
    ingredient_foods: [{ id: 'f1', name: 'flour' }],
    recipes_ingredients: [
      {
        id: 2,
        recipe_id: id,
        position: 1,
        title: null,
        note: 'for dusting',
        unit_id: null,
        food_id: null,
        quantity: 0,
      },
      { id: 1, recipe_id: id, position: 0, title: 'Dough', note: 'sifted', unit_id: 'u1', food_id: 'f1', quantity: 2 },
    ],
    recipe_instructions: [
      { id: 's2', recipe_id: id, position: 1, title: 'Bake', text: 'Bake hot.' },
      { id: 's1', recipe_id: id, position: 0, title: null, text: 'Knead.' },
    ],
    tags: [{ id: 't1', name: 'Italian' }],
    recipes_to_tags: [{ recipe_id: id, tag_id: 't1' }],
  };
}

describe('migration readers', () => {
  for (const version of ['v1', 'v2'] as const)
    it(`reads a Mealie ${version} backup: structured lines, sections, yield, times, picture, failures`, async () => {
      const zip = await zipOf([
        ['mealie_2024/database.json', JSON.stringify(mealieDump(version))],
        [`mealie_2024/data/recipes/${uuid}/images/original.webp`, WEBP],
        ['__MACOSX/mealie_2024/._database.json', 'not json'],
      ]);
      const { format, total, items } = await readAll(zip);
      expect(format).toBe('mealie');
      expect(total).toBe(2);
      const [pizza] = recipes(items);
      expect(pizza.lines).toEqual([
        { text: '2 cup flour, sifted', qty: 2, qtyMax: null, unit: 'cup', food: 'flour', comment: 'sifted' },
        { text: 'for dusting' },
      ]);
      expect(pizza.ingredientSections).toEqual([{ title: 'Dough', start: 0 }]);
      expect(pizza.steps).toEqual(['Knead.', 'Bake hot.']);
      expect(pizza.instructionSections).toEqual([{ title: 'Bake', start: 1 }]);
      expect(pizza).toMatchObject({ yieldText: '6 pizzas', prepTime: 30, cookTime: 90, totalTime: 90 });
      expect(pizza.servings).toBe(version === 'v1' ? 6 : 4);
      expect(pizza.keywords).toEqual(['Italian']);
      expect(pizza.picture?.equals(WEBP)).toBe(true);
      expect(items[1]).toMatchObject({ failure: 'The recipe has no name.' });
    });

  it('reads Mealie bulk exports, single zips and raw JSON', async () => {
    const snake = {
      slug: 'soup',
      name: 'Soup',
      recipe_ingredient: [{ note: '1 l water' }],
      recipe_instructions: [{ text: 'Boil.' }],
    };
    const bulk = await readAll(
      await zipOf([
        ['recipes/soup/soup.json', JSON.stringify(snake)],
        ['recipes/soup/images/original.webp', WEBP],
      ]),
    );
    expect(recipes(bulk.items)[0]).toMatchObject({ name: 'Soup', lines: [{ text: '1 l water' }], steps: ['Boil.'] });
    expect(recipes(bulk.items)[0].picture).toBeTruthy();
    const single = await readAll(
      await zipOf([
        ['soup.json', JSON.stringify(snake)],
        ['original.webp', WEBP],
      ]),
    );
    expect(single.format).toBe('mealie');
    const camel = {
      slug: 'stew',
      name: 'Stew',
      recipeIngredient: [{ note: 'beef' }],
      recipeYield: '4',
      orgURL: 'https://e.x/s',
    };
    const raw = await readAll(Buffer.from(JSON.stringify(camel)));
    expect(recipes(raw.items)[0]).toMatchObject({ name: 'Stew', servings: 4, url: 'https://e.x/s' });
  });

  it('reads a Tandoor export: nested zips, header rows, templates, servings text', async () => {
    const recipe = {
      name: 'Tacos',
      keywords: [{ name: 'Mexican' }],
      working_time: 15,
      waiting_time: 20,
      servings: 4,
      servings_text: 'portions',
      steps: [
        {
          name: 'Filling',
          instruction: 'Fry {{ ingredients[0] }} for {{ scale(10) }} minutes.',
          order: 0,
          ingredients: [
            { is_header: true, note: 'Meat', order: 0 },
            { food: { name: 'beef' }, unit: { name: 'g' }, amount: 500, note: 'minced', order: 1 },
          ],
        },
      ],
    };
    const inner = await zipOf([
      ['recipe.json', JSON.stringify(recipe)],
      ['image.png', Buffer.from('png')],
    ]);
    const broken = Buffer.from('PK\x03\x04 broken');
    const { format, items } = await readAll(
      await zipOf([
        ['export/17.zip', inner],
        ['export/18.zip', broken],
      ]),
    );
    expect(format).toBe('tandoor');
    const [tacos] = recipes(items);
    expect(tacos.lines).toEqual([
      { text: '500 g beef, minced', qty: 500, qtyMax: null, unit: 'g', food: 'beef', comment: 'minced' },
    ]);
    expect(tacos.ingredientSections).toEqual([{ title: 'Meat', start: 0 }]);
    expect(tacos.steps).toEqual(['Fry 500 g beef, minced for 10 minutes.']);
    expect(tacos).toMatchObject({
      servings: 4,
      yieldText: '4 portions',
      prepTime: 15,
      cookTime: 35,
      keywords: ['Mexican'],
    });
    expect(items[1]).toMatchObject({ entry: '18.zip', failure: expect.stringContaining('not a readable zip') });
  });

  it('reads Paprika gzip JSON, keeping every part of a time', async () => {
    const paprika = {
      uid: 'U1',
      name: 'Rolls',
      ingredients: 'DOUGH:\n500 g flour\n1 tsp salt',
      directions: '1. Mix.\n\n2. Bake.',
      servings: 'about 20 rolls',
      prep_time: '1 hr 30 min',
      cook_time: '',
      total_time: '',
      categories: ['Bread'],
      photo_data: WEBP.toString('base64'),
    };
    const zip = await zipOf([
      ['Rolls.paprikarecipe', gzipSync(JSON.stringify(paprika))],
      ['Bad.paprikarecipe', gzipSync('{broken')],
    ]);
    const { format, items } = await readAll(zip);
    expect(format).toBe('paprika');
    const [rolls] = recipes(items);
    expect(rolls).toMatchObject({
      servings: 20,
      yieldText: 'about 20 rolls',
      prepTime: 90,
      cookTime: 90,
      steps: ['Mix.', 'Bake.'],
    });
    expect(rolls.ingredientSections).toEqual([{ title: 'DOUGH', start: 0 }]);
    expect(items[1]).toMatchObject({ entry: 'Bad.paprikarecipe', failure: expect.stringContaining('not valid JSON') });
  });

  it('reads a KitchenOwl export with the method in the markdown', async () => {
    const ko = {
      name: 'Home',
      member: ['a'],
      recipes: [
        {
          name: 'Salad',
          description: 'Fresh.\n\n### Dressing\n\n- Whisk oil.\n- Pour.',
          yields: 2,
          time: 10,
          items: [{ name: 'Flour', description: '200 g' }],
          tags: ['Vegan'],
          photo: 'abc.jpg',
        },
      ],
    };
    const { format, items } = await readAll(Buffer.from(JSON.stringify(ko)));
    expect(format).toBe('kitchenowl');
    const [salad] = recipes(items) as ImportedRecipe[];
    expect(salad).toMatchObject({
      description: 'Fresh.',
      steps: ['Whisk oil.', 'Pour.'],
      instructionSections: [{ title: 'Dressing', start: 0 }],
      lines: [{ text: '200 g Flour' }],
      servings: 2,
      totalTime: 10,
    });
    expect(salad.warnings[0]).toContain('abc.jpg');
  });

  it('reads schema.org JSON-LD in a @graph, with HowToSections', async () => {
    const ld = {
      '@context': 'https://schema.org',
      '@graph': [
        { '@type': 'WebPage' },
        {
          '@type': 'Recipe',
          name: 'Chili',
          recipeIngredient: ['1 can beans'],
          recipeInstructions: [
            { '@type': 'HowToSection', name: 'Cook', itemListElement: [{ '@type': 'HowToStep', text: 'Simmer.' }] },
          ],
          totalTime: 'PT1H',
          recipeYield: '4',
        },
      ],
    };
    const { format, items } = await readAll(Buffer.from(JSON.stringify(ld)));
    expect(format).toBe('schema.org');
    expect(recipes(items)[0]).toMatchObject({
      name: 'Chili',
      steps: ['Simmer.'],
      instructionSections: [{ title: 'Cook', start: 0 }],
      totalTime: 60,
      servings: 4,
    });
  });

  it('reads Cooklang with front matter, markup written out and comments dropped', async () => {
    const cook =
      '---\ntitle: Eggs\nservings: 2\ntags: [breakfast]\ntime: 1h30m\n---\n= Prep\nSoak @beans{200%g}(dried) for ~soaking{8%hours}. -- overnight\n\nBoil @salt and @ground black pepper{} in a #pot for ~{25%minutes}.';
    const { format, items } = await readAll(Buffer.from(cook), 'eggs.cook');
    expect(format).toBe('cooklang');
    const [eggs] = recipes(items);
    expect(eggs.steps).toEqual([
      'Soak beans for 8 hours.',
      'Boil salt and ground black pepper in a pot for 25 minutes.',
    ]);
    expect(eggs.lines.map((l) => l.text)).toEqual(['200 g beans, dried', 'salt', 'ground black pepper']);
    expect(eggs).toMatchObject({
      name: 'Eggs',
      servings: 2,
      totalTime: 90,
      keywords: ['breakfast'],
      instructionSections: [{ title: 'Prep', start: 0 }],
    });
  });
});
