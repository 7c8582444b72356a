import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodMatches, nutritionOverrides } from '../../db/schema.ts';
import { createAdmin, createUser, recipePayload, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

type Line = { text: string; name: string } | { recipeId: number; qty: number; measurement: string };
interface Answer {
  recipeId: number;
  servings: number;
  perServing: Record<string, number>;
  total: Record<string, number>;
  overridden: boolean;
  source: string;
  lineCount: number;
  counted: number;
  lines: {
    text: string;
    from: { id: number; name: string }[];
    food: { id: number; ndb: string; name: string } | null;
    grams: number | null;
    counted: boolean;
    reason: string | null;
  }[];
  notCounted: { text: string; from: { id: number; name: string }[]; reason: string }[];
}

const line = (text: string, name: string): Line => ({ text, name });

/**
 * Hand-checked dishes: the expected kcal per serving is worked out below from the SR24 food table's values
 * (kcal per 100 g of the food the line matches, and the grams of its household measure), not by the code.
 * "kcal/100 g × grams / 100" per line, summed, ÷ servings.
 */
const HAND_CHECKED: { name: string; servings: number; lines: Line[]; kcal: number }[] = [
  // 11353 Potatoes, russet, flesh and skin, raw: 79 kcal/100 g; "Potato medium" 213 g.
  // 4 × 213 = 852 g → 673.1 kcal ÷ 4 = 168.3
  { name: 'Baked potatoes', servings: 4, lines: [line('4 russet potatoes', 'russet potatoes')], kcal: 168.3 },
  // 01123 Egg, whole, raw, fresh: 143; "large" 50 g. 2 × 50 = 100 g → 143 ÷ 1
  { name: 'Boiled eggs', servings: 1, lines: [line('2 large eggs', 'eggs')], kcal: 143 },
  // 11282 Onions, raw: 40; "cup, chopped" 160 g → 64. 11215 Garlic, raw: 149; "clove" 3 g, 2 → 6 g → 8.94.
  // 72.94 ÷ 2 = 36.5
  {
    name: 'Soffritto',
    servings: 2,
    lines: [line('1 cup chopped onion', 'onion'), line('2 cloves garlic', 'garlic')],
    kcal: 36.5,
  },
  // 05062 Chicken breast, meat only, raw: 114. 200 g → 228 ÷ 2 = 114
  { name: 'Poached chicken', servings: 2, lines: [line('200 g chicken breast', 'chicken breast')], kcal: 114 },
  // 20044 Rice, white, long-grain, raw: 365; "cup" 185 g → 675.25 ÷ 4 = 168.8
  { name: 'Plain rice', servings: 4, lines: [line('1 cup white rice', 'white rice')], kcal: 168.8 },
  // 04053 Oil, olive: 884; "tablespoon" 13.5 g, 2 → 27 g → 238.7 ÷ 2 = 119.3
  { name: 'Olive oil dip', servings: 2, lines: [line('2 tablespoons olive oil', 'olive oil')], kcal: 119.3 },
  // 01077 Milk, whole, 3.25%: 61; "cup" 244 g → 148.8 ÷ 1
  { name: 'Glass of milk', servings: 1, lines: [line('1 cup whole milk', 'whole milk')], kcal: 148.8 },
  // 01009 Cheese, cheddar: 403. 100 g → 403 ÷ 2 = 201.5
  { name: 'Cheese plate', servings: 2, lines: [line('100 g cheddar cheese', 'cheddar cheese')], kcal: 201.5 },
  // 13047 Beef, grass-fed, ground, raw: 192. 1 lb = 453.6 g → 870.9 ÷ 4 = 217.7
  { name: 'Beef patties', servings: 4, lines: [line('1 lb ground beef', 'ground beef')], kcal: 217.7 },
  // 09040 Bananas, raw: 89; "medium" 118 g. 3 × 118 = 354 g → 315.1 ÷ 3 = 105.0
  { name: 'Bananas', servings: 3, lines: [line('3 bananas', 'bananas')], kcal: 105 },
  // 20081 Wheat flour, all-purpose: 364; "cup" 125 g, 2 → 250 g → 910.
  // 19335 Sugars, granulated: 387; "cup" 200 g → 774. 01001 Butter, salted: 717; "cup" 227 g, ½ → 113.5 g → 813.8.
  // 2,497.8 ÷ 8 = 312.2
  {
    name: 'Shortbread',
    servings: 8,
    lines: [
      line('2 cups all-purpose flour', 'all-purpose flour'),
      line('1 cup sugar', 'sugar'),
      line('1/2 cup butter', 'butter'),
    ],
    kcal: 312.2,
  },
  // 19296 Honey: 304; "tbsp" 21 g → 63.8 ÷ 1
  { name: 'Spoon of honey', servings: 1, lines: [line('1 tablespoon honey', 'honey')], kcal: 63.8 },
  // 11124 Carrots, raw: 41; "medium" 61 g, 2 → 122 g → 50.0. 11143 Celery, raw: 16; "stalk, medium" 40 g, 2 →
  // 80 g → 12.8. 62.8 ÷ 2 = 31.4
  {
    name: 'Crudités',
    servings: 2,
    lines: [line('2 medium carrots', 'carrots'), line('2 stalks celery', 'celery')],
    kcal: 31.4,
  },
  // 20120 Spaghetti, dry: 371. 8 oz = 226.8 g → 841.4. 02047 Salt, table: 0; "tsp" 6 g → 0. 841.4 ÷ 4 = 210.4
  {
    name: 'Plain spaghetti',
    servings: 4,
    lines: [line('8 oz spaghetti', 'spaghetti'), line('1 teaspoon salt', 'salt')],
    kcal: 210.4,
  },
  // 11529 Tomatoes, red, ripe, raw: 18; "large whole" 182 g → 32.8. 11206 Cucumber, peeled, raw: 12; "medium"
  // 201 g → 24.1. 56.9 ÷ 2 = 28.4
  {
    name: 'Tomato and cucumber',
    servings: 2,
    lines: [line('1 large tomato', 'tomato'), line('1 medium cucumber', 'cucumber')],
    kcal: 28.4,
  },
  // 20038 Oats: 389; "cup" 156 g → 606.8 ÷ 2 = 303.4
  { name: 'Porridge', servings: 2, lines: [line('1 cup rolled oats', 'rolled oats')], kcal: 303.4 },
  // 09003 Apples, raw, with skin: 52; "medium (3\" dia)" 182 g, 2 → 364 g → 189.3 ÷ 2 = 94.6
  { name: 'Apples', servings: 2, lines: [line('2 apples', 'apples')], kcal: 94.6 },
  // 16018 Beans, black turtle, canned: 91. The can's written 15 oz = 425.2 g → 387.0 ÷ 4 = 96.7
  { name: 'Black beans', servings: 4, lines: [line('1 (15 ounce) can black beans', 'black beans')], kcal: 96.7 },
  // 15078 Fish, salmon, chinook, raw: 179. 2 × 6 oz written = 340.2 g → 608.9 ÷ 2 = 304.5
  { name: 'Salmon', servings: 2, lines: [line('2 (6 ounce) salmon fillets', 'salmon fillets')], kcal: 304.5 },
  // 16097 Peanut butter, chunk style: 589; "2 tbsp" 32 g, so 2 tbsp = 32 g → 188.5. 18967 Bread, white wheat:
  // 238; "slice" 28 g, 2 → 56 g → 133.3. 321.8 ÷ 1
  {
    name: 'Peanut butter toast',
    servings: 1,
    lines: [line('2 tablespoons peanut butter', 'peanut butter'), line('2 slices white bread', 'white bread')],
    kcal: 321.8,
  },
  // 09037 Avocados, raw: 160; "avocado" 201 g → 321.6 ÷ 2 = 160.8
  { name: 'Avocado', servings: 2, lines: [line('1 avocado', 'avocado')], kcal: 160.8 },
  // 15149 Shrimp, raw: 71. 1 lb = 453.6 g → 322.1. 11090 Broccoli, raw: 34; "cup chopped" 91 g, 2 → 182 g → 61.9.
  // 01032 Cheese, parmesan, grated: 431; "cup" 100 g, ¼ → 25 g → 107.8. 491.7 ÷ 4 = 122.9
  {
    name: 'Shrimp and broccoli',
    servings: 4,
    lines: [
      line('1 pound shrimp', 'shrimp'),
      line('2 cups broccoli florets', 'broccoli'),
      line('1/4 cup grated parmesan cheese', 'parmesan cheese'),
    ],
    kcal: 122.9,
  },
];

describe('nutrition per serving', () => {
  let t: TestApp;
  let admin: TestUser;
  let user: TestUser;

  const add = async (name: string, servings: number, lines: Line[]): Promise<number> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recipes/add-recipe',
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings }, ingredients: lines as never }),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id;
  };
  const save = async (id: number, name: string, servings: number, lines: Line[]) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/recipes/${id}`,
      headers: admin.auth,
      payload: recipePayload({ details: { name, servings }, ingredients: lines as never }),
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const read = (id: number, query = '', who: TestUser = user) =>
    t.app.inject({ method: 'GET', url: `/api/recipes/${id}/nutrition${query}`, headers: who.auth });
  const nutrition = async (id: number, query = ''): Promise<Answer> => {
    const res = await read(id, query);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const putOverride = (id: number, payload: object, who: TestUser = admin) =>
    t.app.inject({ method: 'PUT', url: `/api/recipes/${id}/nutrition`, headers: who.auth, payload });
  const deleteOverride = (id: number, who: TestUser = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/recipes/${id}/nutrition`, headers: who.auth });
  const overrides = (id: number) => t.db.select().from(nutritionOverrides).where(eq(nutritionOverrides.recipeId, id));
  const full = { kcal: 500, protein: 20, fat: 10, saturatedFat: 3, carbohydrate: 60, sugars: 5, fiber: 4, sodium: 800 };

  beforeAll(async () => {
    t = await createTestApp();
    [admin, user] = await Promise.all([createAdmin(t.app), createUser(t.app)]);
  });
  afterAll(() => t.close());

  it.each(HAND_CHECKED)(
    '$name: $kcal kcal per serving by hand, within ±10 %',
    async ({ name, servings, lines, kcal }) => {
      const id = await add(name, servings, lines);
      const answer = await nutrition(id);
      expect(answer).toMatchObject({ recipeId: id, servings, overridden: false, source: 'USDA SR24' });
      expect(answer.counted).toBe(lines.length);
      expect(answer.notCounted).toEqual([]);
      expect(answer.perServing.kcal).toBeGreaterThanOrEqual(kcal * 0.9);
      expect(answer.perServing.kcal).toBeLessThanOrEqual(kcal * 1.1);
    },
  );

  it('answers every line with its food and grams, rounded (kcal and sodium whole, the rest to 1 decimal)', async () => {
    const id = await add('Cheese and salt', 2, [
      line('100 g cheddar cheese', 'cheddar cheese'),
      line('1 teaspoon salt', 'salt'),
    ]);
    const answer = await nutrition(id);
    // Cheddar 100 g: 403 kcal, 24.9 g protein, 33.14 fat, 21.092 saturated, 1.28 carbohydrate, 0.52 sugars,
    // 0 fibre, 621 mg sodium; salt "tsp" 6 g at 38,758 mg/100 g → 2,325.48 mg. Halved.
    expect(answer.perServing).toEqual({
      kcal: 202,
      protein: 12.5,
      fat: 16.6,
      saturatedFat: 10.5,
      carbohydrate: 0.6,
      sugars: 0.3,
      fiber: 0,
      sodium: 1473,
    });
    expect(answer.total).toEqual({
      kcal: 403,
      protein: 24.9,
      fat: 33.1,
      saturatedFat: 21.1,
      carbohydrate: 1.3,
      sugars: 0.5,
      fiber: 0,
      sodium: 2946,
    });
    expect(answer.lines).toEqual([
      {
        text: '100 g cheddar cheese',
        from: [],
        food: { id: 1009, ndb: '01009', name: 'Cheese, cheddar' },
        grams: 100,
        counted: true,
        reason: null,
      },
      {
        text: '1 teaspoon salt',
        from: [],
        food: { id: 2047, ndb: '02047', name: 'Salt, table' },
        grams: 6,
        counted: true,
        reason: null,
      },
    ]);
  });

  it('names each line not counted with its reason, and counts the others', async () => {
    const id = await add('Seasoned eggs', 2, [
      line('2 large eggs', 'eggs'),
      line('salt, to taste', 'salt'),
      line('2 tablespoons mirin', 'mirin'),
      line('2 sprigs thyme', 'thyme'),
    ]);
    const answer = await nutrition(id);
    expect(answer).toMatchObject({ lineCount: 4, counted: 1 });
    expect(answer.notCounted).toEqual([
      { text: 'salt, to taste', from: [], reason: 'no-amount' },
      { text: '2 tablespoons mirin', from: [], reason: 'no-food' },
      { text: '2 sprigs thyme', from: [], reason: 'no-weight' },
    ]);
    expect(answer.lines.map((l) => [l.counted, l.reason, l.grams])).toEqual([
      [true, null, 100],
      [false, 'no-amount', null],
      [false, 'no-food', null],
      [false, 'no-weight', null],
    ]);
    expect(answer.lines[2].food).toBeNull();
    // Only the eggs: 100 g × 143 / 100 ÷ 2.
    expect(answer.perServing.kcal).toBe(72);
  });

  it('keeps perServing whatever the servings; total and grams follow them', async () => {
    const id = await add('Cheese for four', 4, [line('200 g cheddar cheese', 'cheddar cheese')]);
    const own = await nutrition(id);
    const ten = await nutrition(id, '?servings=10');
    expect(own.servings).toBe(4);
    expect(ten.servings).toBe(10);
    // 200 g × 403 / 100 = 806 kcal a batch of 4: 201.5 a serving.
    expect(ten.perServing).toEqual(own.perServing);
    expect(own.perServing.kcal).toBe(202);
    expect(own.total.kcal).toBe(806);
    expect(ten.total.kcal).toBe(2015);
    expect(ten.lines[0].grams).toBe(500);
  });

  it('counts a sub-recipe’s lines scaled once, through every level, and shows the chain', async () => {
    // Cheese sauce (2 servings): 100 g cheddar = 403 kcal a batch.
    const sauce = await add('Cheese sauce', 2, [line('100 g cheddar cheese', 'cheddar cheese')]);
    // Mac (4 servings): 2 batches of sauce (806) + 8 oz spaghetti (841.4) = 1,647.4 a batch.
    const mac = await add('Mac base', 4, [
      { recipeId: sauce, qty: 2, measurement: 'batch' },
      line('8 oz spaghetti', 'spaghetti'),
    ]);
    // Dinner (2 servings): 2 servings of Mac (½ batch: 823.7) + 200 g chicken (228) = 1,051.7 → 525.9 a serving.
    const dinner = await add('Mac dinner', 2, [
      { recipeId: mac, qty: 2, measurement: 'servings' },
      line('200 g chicken breast', 'chicken breast'),
    ]);
    const answer = await nutrition(dinner);
    expect(answer.lines.map((l) => [l.text, l.from.map((f) => f.name), l.grams])).toEqual([
      ['100 g cheddar cheese', ['Mac base', 'Cheese sauce'], 100], // 100 g × 2 batches × ½ batch
      ['8 oz spaghetti', ['Mac base'], 113.4],
      ['200 g chicken breast', [], 200],
    ]);
    expect(answer.perServing.kcal).toBe(526);
    expect((await nutrition(mac)).perServing.kcal).toBe(412); // 1,647.4 ÷ 4

    // A change to the sub-recipe two levels down shows in the next answer: 200 g cheddar a batch now.
    await save(sauce, 'Cheese sauce', 2, [line('200 g cheddar cheese', 'cheddar cheese')]);
    // Dinner: 200 g × 2 × ½ = 200 g cheddar (806) + 113.4 g spaghetti (420.7) + 228 = 1,454.7 → 727.4.
    const after = await nutrition(dinner);
    expect(after.lines[0].grams).toBe(200);
    expect(after.perServing.kcal).toBe(727);
  });

  it('names a sub-recipe’s line not counted with its chain; an override stays with its own recipe', async () => {
    const sub = await add('Seasoned base', 1, [
      line('100 g cheddar cheese', 'cheddar cheese'),
      line('salt, to taste', 'salt'),
    ]);
    const parent = await add('Seasoned dish', 1, [{ recipeId: sub, qty: 1, measurement: 'batch' }]);
    expect((await putOverride(sub, { perServing: full })).statusCode).toBe(200);
    const answer = await nutrition(parent);
    expect(answer.notCounted).toEqual([
      { text: 'salt, to taste', from: [{ id: sub, name: 'Seasoned base' }], reason: 'no-amount' },
    ]);
    // The parent counts the sub-recipe's lines (100 g cheddar: 403), not the sub-recipe's override (500).
    expect(answer).toMatchObject({ overridden: false, lineCount: 2, counted: 1, perServing: { kcal: 403 } });
    expect((await nutrition(sub)).perServing.kcal).toBe(500);
  });

  it('does not weigh a sub-recipe line whose batch weight became unknown: no-weight, no food', async () => {
    const sauce = await add('Weighed sauce', 2, [line('200 g cheddar cheese', 'cheddar cheese')]);
    const dish = await add('By weight', 1, [
      { recipeId: sauce, qty: 100, measurement: 'g' },
      line('200 g chicken breast', 'chicken breast'),
    ]);
    // 100 g of a 200 g batch: 100 g cheddar (403) + 228.
    expect((await nutrition(dish)).perServing.kcal).toBe(631);
    // Eggs by count: the sauce's batch weight is no longer known, so "100 g Weighed sauce" stands alone.
    await save(sauce, 'Weighed sauce', 2, [
      line('200 g cheddar cheese', 'cheddar cheese'),
      line('2 large eggs', 'eggs'),
    ]);
    const answer = await nutrition(dish);
    expect(answer.notCounted).toEqual([{ text: '100 g Weighed sauce', from: [], reason: 'no-weight' }]);
    expect(answer.lines[0]).toMatchObject({ food: null, grams: null, counted: false });
    expect(answer.perServing.kcal).toBe(228);
  });

  it('shows an edit of the recipe itself in the next answer', async () => {
    const id = await add('Edited eggs', 1, [line('2 large eggs', 'eggs')]);
    expect((await nutrition(id)).perServing.kcal).toBe(143);
    await save(id, 'Edited eggs', 1, [line('4 large eggs', 'eggs')]);
    expect((await nutrition(id)).perServing.kcal).toBe(286);
  });

  it('answers an admin’s override until it is deleted, and stores it', async () => {
    const id = await add('Overridden cheese', 2, [line('100 g cheddar cheese', 'cheddar cheese')]);
    expect((await nutrition(id)).perServing.kcal).toBe(202);

    const put = await putOverride(id, { perServing: full });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ recipeId: id, servings: 2, overridden: true, perServing: full });
    expect(put.json().total).toMatchObject({ kcal: 1000, sodium: 1600, protein: 40 });
    expect(await overrides(id)).toEqual([expect.objectContaining({ recipeId: id, perServing: full })]);

    const read = await nutrition(id, '?servings=3');
    expect(read).toMatchObject({ overridden: true, perServing: full });
    expect(read.total.kcal).toBe(1500);
    // The lines still show the computed match.
    expect(read.lines[0]).toMatchObject({ food: { ndb: '01009' }, grams: 150, counted: true });

    const again = await putOverride(id, { perServing: { ...full, kcal: 321.5 } });
    expect(again.json().perServing.kcal).toBe(322);
    expect((await overrides(id))[0].perServing.kcal).toBe(321.5);

    const del = await deleteOverride(id);
    expect(del.statusCode, del.body).toBe(204);
    expect(del.body).toBe('');
    expect(await overrides(id)).toEqual([]);
    expect(await nutrition(id)).toMatchObject({ overridden: false, perServing: { kcal: 202 } });
    // Deleting when there is none is still 204.
    expect((await deleteOverride(id)).statusCode).toBe(204);
  });

  it('uses an admin food match in the next answer, and the table again once it is deleted', async () => {
    const id = await add('Matched cheese', 1, [line('100 g cheddar cheese', 'cheddar cheese')]);
    expect((await nutrition(id)).lines[0].food?.ndb).toBe('01009');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/food-matches',
      headers: admin.auth,
      payload: { name: 'Cheddar Cheese', foodId: 1001 },
    });
    expect(put.statusCode, put.body).toBe(200);
    // 100 g of 01001 Butter, salted: 717 kcal.
    const matched = await nutrition(id);
    expect(matched.lines[0].food).toEqual({ id: 1001, ndb: '01001', name: 'Butter, salted' });
    expect(matched.perServing.kcal).toBe(717);

    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/food-matches/cheddar%20cheese',
      headers: admin.auth,
    });
    expect(del.statusCode, del.body).toBe(204);
    expect(await t.db.select().from(foodMatches).where(eq(foodMatches.name, 'cheddar cheese'))).toEqual([]);
    expect((await nutrition(id)).perServing.kcal).toBe(403);
  });

  it.each([
    ['0', 'servings'],
    ['1001', 'servings'],
    ['1.5', 'servings'],
    ['abc', 'servings'],
  ])('refuses servings=%s with 400 naming the field', async (servings, field) => {
    const id = await add('Servings check', 2, [line('2 large eggs', 'eggs')]);
    const res = await read(id, `?servings=${servings}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toHaveProperty(field);
  });

  it.each([
    ['a missing nutrient', { perServing: { ...full, kcal: undefined } }, 'perServing.kcal'],
    ['a negative one', { perServing: { ...full, fat: -1 } }, 'perServing.fat'],
    ['one over 100000', { perServing: { ...full, sodium: 100_001 } }, 'perServing.sodium'],
    ['a string', { perServing: { ...full, protein: '20' } }, 'perServing.protein'],
    ['no perServing', {}, 'perServing'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_case, payload, field) => {
    const id = await add('Override check', 2, [line('2 large eggs', 'eggs')]);
    const res = await putOverride(id, payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().details)).toContain(field);
    expect(await overrides(id)).toEqual([]);
    expect((await nutrition(id)).overridden).toBe(false);
  });

  it('answers 404 for an unknown recipe, storing nothing', async () => {
    expect((await read(999_999)).statusCode).toBe(404);
    const put = await putOverride(999_999, { perServing: full });
    expect(put.statusCode).toBe(404);
    expect(put.json().error).toBe('Recipe not found');
    expect((await deleteOverride(999_999)).statusCode).toBe(404);
    expect(await t.db.select().from(nutritionOverrides).where(eq(nutritionOverrides.recipeId, 999_999))).toEqual([]);
  });

  it('lets only admins override (403), and only signed-in users read (401)', async () => {
    const id = await add('Guarded', 2, [line('2 large eggs', 'eggs')]);
    expect((await putOverride(id, { perServing: full }, user)).statusCode).toBe(403);
    expect((await deleteOverride(id, user)).statusCode).toBe(403);
    expect(await overrides(id)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/recipes/${id}/nutrition` });
    expect(anonymous.statusCode).toBe(401);
  });
});
