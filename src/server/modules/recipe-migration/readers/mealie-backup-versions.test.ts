import { describe, expect, it } from 'vitest';
import { zipOf } from '../../../test/factories.ts';
import type { ImportedRecipe } from './index.ts';
import { recipesOf, uploadReader } from './read-upload.test-support.ts';

// Mealie admin backups as each schema era writes them (tables and columns checked against Mealie's
// SQLAlchemy models and alembic migrations: the 1.0 baseline revision 6b0f5f32d602, the v2 models with
// households, and the later models where `recipe_settings.disable_amount` is deprecated). Written here
// by hand; no Mealie fixture is copied.
const readAll = uploadReader();

async function read(tables: Record<string, unknown>, pictures: [string, Buffer][] = []) {
  const { format, items } = await readAll(
    await zipOf([['database.json', JSON.stringify(tables)], ...pictures]),
    'mealie.zip',
  );
  return { format, recipes: recipesOf(items) };
}
const byName = (list: ImportedRecipe[], name: string) => list.find((r) => r.name === name)!;
const WEBP = Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 '), Buffer.alloc(30, 5)]);
const stamp = { created_at: '2023-02-11T13:59:12.470155', update_at: '2023-02-11T13:59:12.470155' };

/** Mealie 1.0 on SQLite: GUIDs as 32 hex digits, integer quantities, no original_text, no households. */
function v1Backup() {
  const g1 = '1a2b3c4d5e6f40718293a4b5c6d7e8f9';
  const g2 = '2b3c4d5e6f7041829304b5c6d7e8f90a';
  const [pizza, rice] = ['0b6f3c2a9d8e4f1a8c7b6a5d4e3f2a1b', 'c0ffee00112233445566778899aabbcc'];
  const recipe = (id: string, group: string, name: string, extra: Record<string, unknown>) => ({
    ...stamp,
    id,
    slug: name.toLowerCase().replace(/ /g, '-'),
    group_id: group,
    user_id: 'aaaa0000bbbb1111cccc2222dddd3333',
    name,
    description: null,
    image: 'ab12',
    total_time: null,
    prep_time: null,
    perform_time: null,
    cook_time: null,
    recipe_yield: null,
    recipeCuisine: null,
    rating: null,
    org_url: null,
    date_added: '2023-02-11',
    date_updated: '2023-02-11T13:59:12.470155',
    ...extra,
  });
  const ingredient = (id: number, recipeId: string, position: number, row: Record<string, unknown>) => ({
    ...stamp,
    id,
    position,
    recipe_id: recipeId,
    title: null,
    note: null,
    unit_id: null,
    food_id: null,
    quantity: 1,
    reference_id: null,
    ...row,
  });
  return {
    alembic_version: [{ version_num: '6b0f5f32d602' }],
    groups: [
      { ...stamp, id: g1, name: 'Home' },
      { ...stamp, id: g2, name: 'Cabin' },
    ],
    users: [{ ...stamp, id: 'aaaa0000bbbb1111cccc2222dddd3333', username: 'cook', group_id: g1, password: 'x' }],
    users_to_favorites: [{ user_id: 'aaaa0000bbbb1111cccc2222dddd3333', recipe_id: pizza }],
    recipes: [
      recipe(pizza, g1, 'Pizza', {
        recipe_yield: '2 pizzas',
        prep_time: '30 minutes',
        perform_time: '1 hour',
        org_url: 'https://example.com/pizza',
      }),
      recipe(rice, g2, 'Lemon Rice', { recipe_yield: '4 servings', total_time: '45 min' }),
    ],
    recipe_settings: [
      { ...stamp, id: 1, recipe_id: pizza, public: true, disable_amount: false, locked: false },
      { ...stamp, id: 2, recipe_id: rice, public: true, disable_amount: true, locked: false },
    ],
    ingredient_units: [
      { ...stamp, id: 'dddd1111eeee2222ffff333300004444', group_id: g1, name: 'cup', abbreviation: 'c' },
    ],
    ingredient_foods: [
      { ...stamp, id: 'eeee1111ffff22220000333311114444', group_id: g1, name: 'flour', label_id: null },
    ],
    recipes_ingredients: [
      ingredient(11, pizza, 1, { note: 'for the top', title: 'Topping', quantity: 0 }),
      ingredient(10, pizza, 0, {
        title: 'Dough',
        note: 'sifted',
        quantity: 2,
        unit_id: 'dddd1111eeee2222ffff333300004444',
        food_id: 'eeee1111ffff22220000333311114444',
      }),
      // Amounts off: Mealie kept a quantity of 1 beside the whole line in the note.
      ingredient(12, rice, 0, { note: '2 cups basmati rice' }),
    ],
    recipe_instructions: [
      {
        ...stamp,
        id: 'ab000000000000000000000000000001',
        recipe_id: pizza,
        position: 0,
        type: null,
        title: 'Dough',
        text: 'Knead.',
      },
      {
        ...stamp,
        id: 'ab000000000000000000000000000002',
        recipe_id: pizza,
        position: 1,
        type: null,
        title: '',
        text: 'Bake.',
      },
      {
        ...stamp,
        id: 'ab000000000000000000000000000003',
        recipe_id: rice,
        position: 0,
        type: null,
        title: null,
        text: 'Simmer.',
      },
    ],
    tags: [{ ...stamp, id: 'fa000000000000000000000000000001', group_id: g1, name: 'Italian', slug: 'italian' }],
    categories: [{ ...stamp, id: 'fb000000000000000000000000000001', group_id: g1, name: 'Dinner', slug: 'dinner' }],
    tools: [
      { ...stamp, id: 'fc000000000000000000000000000001', group_id: g1, name: 'Oven', slug: 'oven', on_hand: false },
    ],
    recipes_to_tags: [{ recipe_id: pizza, tag_id: 'fa000000000000000000000000000001' }],
    recipes_to_categories: [{ recipe_id: pizza, category_id: 'fb000000000000000000000000000001' }],
    recipes_to_tools: [{ recipe_id: pizza, tool_id: 'fc000000000000000000000000000001' }],
    recipe_nutrition: [{ ...stamp, id: 1, recipe_id: pizza, calories: '300', fat_content: null }],
  };
}

/** Mealie 2 on PostgreSQL: dashed UUIDs, households, yield quantity and servings, original_text, summary. */
function v2Backup(disableAmount: boolean) {
  const group = '11111111-2222-4333-8444-555555555555';
  const household = '22222222-3333-4444-8555-666666666666';
  const id = '0b6f3c2a-9d8e-4f1a-8c7b-6a5d4e3f2a1b';
  const unit = '33333333-4444-4555-8666-777777777777';
  const food = '44444444-5555-4666-8777-888888888888';
  return {
    alembic_version: [{ version_num: 'v2-schema' }],
    groups: [{ ...stamp, id: group, name: 'Home', slug: 'home' }],
    households: [{ ...stamp, id: household, group_id: group, name: 'Family', slug: 'family' }],
    users: [{ ...stamp, id: '55555555-6666-4777-8888-999999999999', group_id: group, household_id: household }],
    recipes: [
      {
        ...stamp,
        id,
        slug: 'focaccia',
        group_id: group,
        user_id: '55555555-6666-4777-8888-999999999999',
        name: 'Focaccia',
        description: 'Airy bread.',
        recipe_yield: 'loaves',
        recipe_yield_quantity: 2,
        recipe_servings: 8,
        prep_time: '20 minutes',
        cook_time: null,
        perform_time: '25 minutes',
        total_time: '2 hours 45 minutes',
        org_url: 'https://example.com/focaccia',
        date_added: '2024-10-01',
        rating: 4.5,
      },
    ],
    recipe_settings: [{ ...stamp, id: 1, recipe_id: id, disable_amount: disableAmount, private: false }],
    ingredient_units: [
      {
        ...stamp,
        id: unit,
        group_id: group,
        name: 'gram',
        plural_name: 'grams',
        abbreviation: 'g',
        use_abbreviation: false,
      },
    ],
    ingredient_foods: [{ ...stamp, id: food, group_id: group, name: 'flour', plural_name: null, label_id: null }],
    recipes_ingredients: [
      {
        ...stamp,
        id: 1,
        recipe_id: id,
        position: 0,
        title: null,
        note: 'bread flour',
        unit_id: unit,
        food_id: food,
        quantity: 500,
        original_text: '500 g bread flour',
        reference_id: '66666666-7777-4888-8999-aaaaaaaaaaaa',
      },
      {
        ...stamp,
        id: 2,
        recipe_id: id,
        position: 1,
        title: null,
        note: 'flaky salt',
        unit_id: null,
        food_id: null,
        quantity: 1,
        original_text: 'flaky salt',
        reference_id: null,
      },
    ],
    recipe_instructions: [
      {
        ...stamp,
        id: '77777777-8888-4999-8aaa-bbbbbbbbbbbb',
        recipe_id: id,
        position: 0,
        type: 'instruction',
        title: null,
        summary: 'Mix',
        text: 'Mix and rest.',
      },
    ],
    recipe_nutrition: [
      { ...stamp, id: 1, recipe_id: id, calories: '200', cholesterol_content: null, trans_fat_content: null },
    ],
    users_to_recipes: [
      { user_id: '55555555-6666-4777-8888-999999999999', recipe_id: id, rating: 5, is_favorite: true },
    ],
  };
}

describe('Mealie backups of every schema version', () => {
  it('reads 1.0 (SQLite ids, integer quantities, amounts off beside amounts on, two groups)', async () => {
    const { format, recipes } = await read(v1Backup(), [
      ['data/recipes/0b6f3c2a-9d8e-4f1a-8c7b-6a5d4e3f2a1b/images/original.webp', WEBP],
    ]);
    expect(format).toBe('mealie');
    expect(recipes.map((r) => r.name)).toEqual(['Pizza', 'Lemon Rice']);
    const pizza = byName(recipes, 'Pizza');
    expect(pizza.lines).toEqual([
      { text: '2 cup flour, sifted', qty: 2, qtyMax: null, unit: 'cup', food: 'flour', comment: 'sifted' },
      { text: 'for the top' },
    ]);
    expect(pizza.ingredientSections).toEqual([
      { title: 'Dough', start: 0 },
      { title: 'Topping', start: 1 },
    ]);
    expect(pizza.instructionSections).toEqual([{ title: 'Dough', start: 0 }]);
    expect(pizza).toMatchObject({ servings: 2, yieldText: '2 pizzas', prepTime: 30, cookTime: 90, totalTime: 90 });
    expect(pizza.url).toBe('https://example.com/pizza');
    expect(pizza.keywords).toEqual(['Dinner', 'Italian', 'Oven']);
    expect(pizza.picture?.equals(WEBP)).toBe(true);
    const rice = byName(recipes, 'Lemon Rice');
    expect(rice.lines).toEqual([{ text: '2 cups basmati rice' }]);
    expect(rice).toMatchObject({ servings: 4, yieldText: null, cookTime: 45, steps: ['Simmer.'] });
  });

  for (const disableAmount of [false, true])
    it(`reads 2.x and later (dashed ids, households, yield quantity; disable_amount ${disableAmount})`, async () => {
      const { recipes } = await read(v2Backup(disableAmount), [
        ['data/recipes/0b6f3c2a-9d8e-4f1a-8c7b-6a5d4e3f2a1b/images/original.webp', WEBP],
      ]);
      const [bread] = recipes;
      // The deprecated setting (true by default from Mealie 3) does not hide a parsed row's parts.
      expect(bread.lines).toEqual([
        {
          text: '500 gram flour, bread flour',
          qty: 500,
          qtyMax: null,
          unit: 'gram',
          food: 'flour',
          comment: 'bread flour',
        },
        { text: disableAmount ? 'flaky salt' : '1 flaky salt' },
      ]);
      expect(bread).toMatchObject({
        description: 'Airy bread.',
        servings: 8,
        yieldText: '2 loaves',
        prepTime: 20,
        cookTime: 165,
        totalTime: 165,
        steps: ['Mix and rest.'],
        url: 'https://example.com/focaccia',
      });
      expect(bread.picture?.equals(WEBP)).toBe(true);
    });
});
