import { describe, expect, it } from 'vitest';
import { foodMatchKey, gramsOf, matchFood, nutrientsOf, weighLine } from '#domain/food-match.ts';
import { searchFoods } from '#domain/food.ts';
import { parseIngredient } from '#domain/ingredient-parse.ts';
import { foodTable } from './food-table.ts';

const table = foodTable();
const weigh = (text: string, matches?: ReadonlyMap<string, number>) => weighLine(table, parseIngredient(text), matches);

/**
 * Hand-checked against SR24's own measures (usda_sr24.jar): the food a cook means and its grams.
 * [line, NDB of the food, grams].
 */
const CHECKED: [string, string, number][] = [
  ['4 russet potatoes', '11353', 4 * 213], // "Potato medium" when no size is written
  ['2 large eggs', '01123', 2 * 50],
  ['2 eggs', '01123', 2 * 44], // medium
  ['1 extra large egg', '01123', 56],
  ['2 cloves garlic, minced', '11215', 2 * 3],
  ['2-3 cloves garlic', '11215', 2.5 * 3], // a range counts as its middle
  ['1 cup chopped onion', '11282', 160], // "cup, chopped", not "cup, sliced" (115)
  ['1 medium onion, diced', '11282', 110],
  ['1/2 red onion, thinly sliced', '11282', 55],
  ['3 tablespoons butter, melted', '01001', 3 * 14.2],
  ['1 stick butter', '01001', 113],
  ['2 cups all-purpose flour', '20081', 2 * 125],
  ['2 tablespoons olive oil', '04053', 27], // "tablespoon" 13.5
  ['1 teaspoon salt', '02047', 6],
  ['1 cup sugar', '19335', 200],
  ['1 cup milk', '01077', 244],
  ['1 cup brown sugar, packed', '19334', 220],
  ['1 1/2 pounds ground beef (80% lean)', '23572', 1.5 * 453.59237],
  ['4 slices cheddar cheese', '01009', 4 * 28],
  ['2 tablespoons ketchup', '11935', 2 * 15],
  ['1 tomato, sliced', '11529', 123],
  ['250 g spaghetti', '20120', 250],
  ['1/2 cup maple syrup', '19353', 157.5],
  ['1 (15 ounce) can black beans, drained', '16018', 15 * 28.349523125], // the weight written on the line
  ['2 x 400g cans chopped tomatoes', '11533', 800],
  ['8 corn tortillas', '18363', 8 * 24], // "tortilla", not "enchilada"
  ['1 kg carrots', '11124', 1000],
  ['2 carrots', '11124', 2 * 61],
];

describe('matching a line to an SR24 food and its grams', () => {
  it.each(CHECKED)('%s → %s, %d g', (text, ndb, grams) => {
    const w = weigh(text);
    expect(w.food?.ndb).toBe(ndb);
    expect(w.reason).toBeNull();
    expect(w.grams).toBeCloseTo(grams, 1);
  });

  it('names the measure a count or a volume used', () => {
    expect(weigh('4 russet potatoes').measure).toMatch(/medium/i);
    expect(weigh('2 large eggs').measure).toBe('large');
    expect(weigh('2 cloves garlic').measure).toBe('clove');
    expect(weigh('1 cup chopped onion').measure).toBe('cup, chopped');
    expect(weigh('500 g onions').measure).toBeNull();
  });

  it('prefers raw over cooked and plain over branded, unless the line says otherwise', () => {
    expect(weigh('3 cups cooked rice').food?.name).toMatch(/^Rice, white, .*cooked/);
    expect(weigh('1 cup long-grain white rice').food?.name).toMatch(/raw/);
    expect(weigh('3 hard-boiled eggs').food?.ndb).toBe('01129');
    expect(weigh('2 cups chicken broth').food?.name).toMatch(/^Soup, chicken broth/i);
    expect(weigh('1 pound chicken thighs').food?.name).toMatch(/^Chicken, broilers or fryers, thigh/);
  });

  it('gives every line it cannot count a reason, never drops it', () => {
    expect(weigh('salt, to taste')).toMatchObject({ reason: 'no-amount', grams: null, food: { ndb: '02047' } });
    expect(weigh('2 cups xyzzy')).toMatchObject({ reason: 'no-food', food: null, grams: null });
    expect(weigh('2 cups xyzzy').detail).toContain('xyzzy');
    expect(weigh('1 head garlic')).toMatchObject({ reason: 'no-weight', grams: null });
    expect(weigh('2 inches ginger')).toMatchObject({ reason: 'no-weight', food: { ndb: '11216' } });
    expect(weigh('2 cups vegetable oil, for frying')).toMatchObject({ reason: 'no-weight', grams: null });
    expect(weigh('1 cup tikka masala sauce')).toMatchObject({ reason: 'no-food' }); // not any sauce
    expect(weigh('1 cup red enchilada sauce').food?.name).toMatch(/^Sauce, .*red/); // a red sauce
  });

  it('checks the admin food matches first, by the whole name, case-insensitively', () => {
    const matches = new Map([[foodMatchKey('Eggs'), 1129]]);
    expect(weigh('2 large eggs', matches)).toMatchObject({ food: { ndb: '01129' }, grams: 100 });
    expect(matchFood(table, parseIngredient('2 large eggs'), new Map([['eggs', 999999]]))?.ndb).toBe('01123');
    expect(weigh('1 egg yolk', matches).food?.ndb).not.toBe('01129');
  });

  it('weighs a volume through the food, a pinch through its teaspoon share', () => {
    const salt = table.byId.get(2047)!;
    expect(gramsOf({ qty: 1, unit: 'tablespoon', name: 'salt' }, salt)).toMatchObject({ grams: 18 });
    expect(gramsOf({ qty: 1, unit: 'pinch', name: 'salt' }, salt).grams).toBeCloseTo(0.38, 2);
    expect(gramsOf({ qty: null, unit: null, name: 'salt' }, salt)).toMatchObject({ reason: 'no-amount' });
  });

  it('gives nutrients of any grams exactly, a nutrient SR24 lacks as 0 and named', () => {
    const egg = table.byId.get(1123)!;
    const half = nutrientsOf(egg, 50);
    const expected = { kcal: 71.5, protein: 6.28, fat: 4.755, saturatedFat: 1.563, carbohydrate: 0.36, sugars: 0.185 };
    for (const [k, v] of Object.entries(expected)) expect(half.nutrients[k as keyof typeof expected]).toBeCloseTo(v, 9);
    expect(half).toMatchObject({ missing: [], nutrients: { fiber: 0, sodium: 71 } });
    const caraway = table.byId.get(1008)!;
    expect(nutrientsOf(caraway, 100)).toMatchObject({ missing: ['sugars'], nutrients: { sugars: 0, kcal: 376 } });
  });

  it('searches by words of the name, first-part matches first', () => {
    expect(searchFoods(table, 'egg whole raw')[0]?.ndb).toBe('01123');
    expect(searchFoods(table, 'onions raw')[0]?.ndb).toBe('11282');
    expect(searchFoods(table, 'pot russ').map((f) => f.ndb)).toContain('11353');
    expect(searchFoods(table, 'xyzzy')).toEqual([]);
    expect(searchFoods(table, '  ')).toEqual([]);
  });
});
