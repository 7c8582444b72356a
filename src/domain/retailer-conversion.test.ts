import { describe, expect, it } from 'vitest';
import {
  ConversionLimits,
  ConvertShoppingListInputSchema,
  convertShoppingList,
  parseQuantity,
  roundAmount,
  toRetailerUnit,
} from './retailer-conversion.ts';

const line = (qty: number, measurement: string, name: string) => ({ qty, measurement, ingredient: { name } });
const recipe = (...lineItems: ReturnType<typeof line>[]) => ({ lineItems });

describe('toRetailerUnit', () => {
  it.each([
    ['cup', 'CUPS'],
    ['Cups', 'CUPS'],
    ['c', 'CUPS'],
    ['tablespoon', 'TBSP'],
    ['Tbsp.', 'TBSP'],
    ['tbs', 'TBSP'],
    ['T', 'TBSP'],
    ['teaspoons', 'TSP'],
    ['tsp', 'TSP'],
    ['t', 'TSP'],
    ['ounce', 'OUNCES'],
    ['oz', 'OUNCES'],
    ['pound', 'POUNDS'],
    ['lb', 'POUNDS'],
    ['lbs', 'POUNDS'],
    ['pint', 'PINTS'],
    ['quart', 'QUARTS'],
    ['qt', 'QUARTS'],
    ['gallon', 'GALLONS'],
    ['gal', 'GALLONS'],
    ['clove', 'CLOVES'],
    ['cloves', 'CLOVES'],
    ['stalk', 'STALKS'],
    ['bunch', 'BUNCHES'],
    ['slices', 'SLICES'],
    ['pinch', 'PINCHES'],
    ['leaf', 'LEAVES'],
    ['leaves', 'LEAVES'],
    ['to taste', 'PINCHES'],
    ['  To Taste ', 'PINCHES'],
    ['whole', 'COUNT'],
    ['can', 'COUNT'],
    ['handful', 'COUNT'],
    ['', 'COUNT'],
  ])('%j → %s', (measurement, unit) => {
    expect(toRetailerUnit(measurement)).toBe(unit);
  });
});

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['.25', 0.25],
    ['3/4', 0.75],
    ['1 1/2', 1.5],
    ['½', 0.5],
    ['1½', 1.5],
    ['2 ¼', 2.25],
  ])('%j → %d', (text, value) => {
    expect(parseQuantity(text)).toBeCloseTo(value, 10);
  });

  it.each(['', 'abc', '1/0', '-1', '1 / 2 / 3'])('%j is not a quantity', (text) => {
    expect(parseQuantity(text)).toBeUndefined();
  });
});

describe('roundAmount', () => {
  it('rounds to two decimals and never to zero', () => {
    expect(roundAmount(1 / 3)).toBe(0.33);
    expect(roundAmount(2.005000001)).toBe(2.01);
    expect(roundAmount(0.001)).toBe(0.01);
  });
});

describe('convertShoppingList', () => {
  it('merges the same ingredient across recipes, case-insensitively and trimmed', () => {
    const result = convertShoppingList([
      recipe(line(2, 'whole', 'Egg'), line(1, 'cup', 'milk')),
      recipe(line(3, 'whole', '  egg '), line(1, 'cups', 'Milk')),
    ]);
    expect(result).toEqual({
      ingredients: [
        { name: 'Egg', quantityList: [{ unit: 'COUNT', amount: 5 }] },
        { name: 'milk', quantityList: [{ unit: 'CUPS', amount: 2 }] },
      ],
    });
  });

  it('converts cups and tablespoons to the larger unit', () => {
    const result = convertShoppingList([recipe(line(1, 'cup', 'flour')), recipe(line(2, 'tbsp', 'flour'))]);
    expect(result.ingredients).toEqual([{ name: 'flour', quantityList: [{ unit: 'CUPS', amount: 1.13 }] }]);
  });

  it('converts teaspoons into tablespoons', () => {
    const result = convertShoppingList([recipe(line(1, 'T', 'sugar'), line(3, 't', 'sugar'))]);
    expect(result.ingredients[0].quantityList).toEqual([{ unit: 'TBSP', amount: 2 }]);
  });

  it('converts ounces and pounds to pounds', () => {
    const result = convertShoppingList([recipe(line(8, 'oz', 'beef')), recipe(line(1, 'lb', 'Beef'))]);
    expect(result.ingredients).toEqual([{ name: 'beef', quantityList: [{ unit: 'POUNDS', amount: 1.5 }] }]);
  });

  it('adds ounces to ounces without changing the unit', () => {
    const result = convertShoppingList([recipe(line(4, 'ounces', 'cheese')), recipe(line(6, 'oz', 'cheese'))]);
    expect(result.ingredients[0].quantityList).toEqual([{ unit: 'OUNCES', amount: 10 }]);
  });

  it("maps 'to taste' to PINCHES and adds them up", () => {
    const result = convertShoppingList([recipe(line(1, 'to taste', 'salt')), recipe(line(1, 'pinch', 'Salt'))]);
    expect(result.ingredients).toEqual([{ name: 'salt', quantityList: [{ unit: 'PINCHES', amount: 2 }] }]);
  });

  it('maps unknown units to COUNT', () => {
    const result = convertShoppingList([recipe(line(2, 'can', 'tomatoes'), line(1, 'handful', 'basil'))]);
    expect(result.ingredients.map((i) => i.quantityList[0].unit)).toEqual(['COUNT', 'COUNT']);
  });

  it('keeps incompatible units as separate entries, in first-seen order', () => {
    const result = convertShoppingList([
      recipe(line(2, 'cloves', 'garlic'), line(1, 'tsp', 'garlic')),
      recipe(line(1, 'whole', 'garlic'), line(1, 'oz', 'garlic'), line(1, 'clove', 'garlic')),
    ]);
    expect(result.ingredients).toEqual([
      {
        name: 'garlic',
        quantityList: [
          { unit: 'CLOVES', amount: 3 },
          { unit: 'TSP', amount: 1 },
          { unit: 'COUNT', amount: 1 },
          { unit: 'OUNCES', amount: 1 },
        ],
      },
    ]);
  });

  it('handles fractional amounts without float noise', () => {
    const third = 0.3333;
    const result = convertShoppingList([
      recipe(line(third, 'cup', 'oil')),
      recipe(line(third, 'cup', 'oil')),
      recipe(line(third, 'cup', 'oil')),
      recipe(line(0.1, 'lb', 'nuts'), line(0.2, 'lb', 'nuts')),
    ]);
    expect(result.ingredients).toEqual([
      { name: 'oil', quantityList: [{ unit: 'CUPS', amount: 1 }] },
      { name: 'nuts', quantityList: [{ unit: 'POUNDS', amount: 0.3 }] },
    ]);
  });

  it('converts a single line to its own unit unchanged', () => {
    const result = convertShoppingList([recipe(line(1.5, 'quarts', 'stock'), line(0.125, 'gallon', 'water'))]);
    expect(result.ingredients).toEqual([
      { name: 'stock', quantityList: [{ unit: 'QUARTS', amount: 1.5 }] },
      { name: 'water', quantityList: [{ unit: 'GALLONS', amount: 0.13 }] },
    ]);
  });

  it('answers an empty list for no recipes', () => {
    expect(convertShoppingList([])).toEqual({ ingredients: [] });
  });
});

describe('ConvertShoppingListInputSchema', () => {
  it('accepts { recipes } and the bare array, ignoring other recipe fields', () => {
    const r = { id: 1, name: 'Soup', lineItems: [{ id: 3, qty: 1, measurement: 'cup', ingredient: { name: 'x' } }] };
    const expected = { recipes: [{ lineItems: [{ qty: 1, measurement: 'cup', ingredient: { name: 'x' } }] }] };
    expect(ConvertShoppingListInputSchema.parse({ recipes: [r] })).toEqual(expected);
    expect(ConvertShoppingListInputSchema.parse([r])).toEqual(expected);
  });

  it('parses fractions typed as text and fills defaults', () => {
    const parsed = ConvertShoppingListInputSchema.parse([{ lineItems: [{ qty: '1 1/2', ingredient: { name: 'y' } }] }]);
    expect(parsed.recipes![0].lineItems[0]).toEqual({ qty: 1.5, measurement: 'whole', ingredient: { name: 'y' } });
  });

  it('names the field of bad input', () => {
    const result = ConvertShoppingListInputSchema.safeParse({
      recipes: [{ lineItems: [{ qty: 'lots', measurement: 'cup', ingredient: { name: '' } }] }],
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toContain('recipes.0.lineItems.0.qty');
    expect(paths).toContain('recipes.0.lineItems.0.ingredient.name');
  });

  it('bounds the number of recipes and line items', () => {
    const tooMany = Array.from({ length: ConversionLimits.maxRecipes + 1 }, () => ({ lineItems: [] }));
    expect(ConvertShoppingListInputSchema.safeParse(tooMany).error?.issues[0].path).toEqual(['recipes']);
    const longRecipe = {
      lineItems: Array.from({ length: ConversionLimits.maxLineItems + 1 }, () => line(1, 'c', 'a')),
    };
    expect(ConvertShoppingListInputSchema.safeParse([longRecipe]).error?.issues[0].path).toEqual([
      'recipes',
      0,
      'lineItems',
    ]);
  });
});
