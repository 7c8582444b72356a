import { describe, expect, it } from 'vitest';
import { inUsUnits, isMoreThan, normalizeAmount, scaleAmount, stepUpAmount, sumAmounts } from './amount.ts';

describe('normalizeAmount', () => {
  it.each([
    [
      { qty: 3, unit: 'teaspoon' },
      { qty: 1, unit: 'tablespoon' },
    ],
    [
      { qty: 16, unit: 'tablespoon' },
      { qty: 1, unit: 'cup' },
    ],
    [
      { qty: 0.75, unit: 'cup' },
      { qty: 12, unit: 'tablespoon' },
    ],
    [
      { qty: 2, unit: 'pint' },
      { qty: 4, unit: 'cup' },
    ],
    [
      { qty: 1, unit: 'gallon' },
      { qty: 16, unit: 'cup' },
    ],
    [
      { qty: 4, unit: 'fluid ounce' },
      { qty: 8, unit: 'tablespoon' },
    ],
    [
      { qty: 1500, unit: 'milliliter' },
      { qty: 1.5, unit: 'liter' },
    ],
    [
      { qty: 25, unit: 'centiliter' },
      { qty: 250, unit: 'milliliter' },
    ],
    [
      { qty: 24, unit: 'ounce' },
      { qty: 1.5, unit: 'pound' },
    ],
    [
      { qty: 0.5, unit: 'kilogram' },
      { qty: 500, unit: 'gram' },
    ],
    [
      { qty: 0.5, unit: 'teaspoon' },
      { qty: 0.5, unit: 'teaspoon' },
    ],
    [
      { qty: 2, unit: 'clove' },
      { qty: 2, unit: 'clove' },
    ],
    [
      { qty: 1 / 3, unit: null },
      { qty: 0.333, unit: null },
    ],
  ])('%o is shown as %o', (amount, expected) => {
    expect(normalizeAmount(amount)).toEqual(expected);
  });
});

describe('sumAmounts', () => {
  it('adds a family across units: 1/4 cup + 2 tablespoons = 6 tablespoons', () => {
    expect(
      sumAmounts([
        { qty: 0.25, unit: 'cup' },
        { qty: 2, unit: 'tablespoon' },
      ]),
    ).toEqual([{ qty: 6, unit: 'tablespoon' }]);
  });

  it('keeps count units apart from each other and from mass', () => {
    expect(
      sumAmounts([
        { qty: 2, unit: null },
        { qty: 1, unit: 'pound' },
        { qty: 1, unit: null },
        { qty: 1, unit: 'can' },
        { qty: 8, unit: 'ounce' },
      ]),
    ).toEqual([
      { qty: 3, unit: null },
      { qty: 1.5, unit: 'pound' },
      { qty: 1, unit: 'can' },
    ]);
  });

  it('shows a sum mixing systems in the system of the first amount', () => {
    expect(
      sumAmounts([
        { qty: 500, unit: 'gram' },
        { qty: 1, unit: 'pound' },
      ]),
    ).toEqual([{ qty: 953.592, unit: 'gram' }]);
    expect(
      sumAmounts([
        { qty: 1, unit: 'cup' },
        { qty: 250, unit: 'milliliter' },
      ]),
    ).toEqual([{ qty: 2.057, unit: 'cup' }]);
  });

  it('keeps one "to taste" amount, only when there is no other', () => {
    expect(
      sumAmounts([
        { qty: null, unit: null },
        { qty: null, unit: null },
      ]),
    ).toEqual([{ qty: null, unit: null }]);
    expect(
      sumAmounts([
        { qty: null, unit: null },
        { qty: 1, unit: 'teaspoon' },
      ]),
    ).toEqual([{ qty: 1, unit: 'teaspoon' }]);
    expect(sumAmounts([])).toEqual([]);
  });
});

describe('scaling', () => {
  it('scales and moves up the ladder: 1 1/2 cups x 2 = 3 cups; 1/3 cup x 2 = 2/3 cup shown in tablespoons', () => {
    expect(scaleAmount({ qty: 1.5, unit: 'cup' }, 2)).toEqual({ qty: 3, unit: 'cup' });
    expect(scaleAmount({ qty: 1 / 3, unit: 'cup' }, 2)).toEqual({ qty: 10.667, unit: 'tablespoon' });
    expect(scaleAmount({ qty: null, unit: null }, 3)).toEqual({ qty: null, unit: null });
  });

  it('steps up only where natural on a recipe page', () => {
    expect(stepUpAmount({ qty: 16, unit: 'tablespoon' })).toEqual({ qty: 1, unit: 'cup' });
    expect(stepUpAmount({ qty: 2 / 3, unit: 'cup' })).toEqual({ qty: 0.667, unit: 'cup' });
    expect(stepUpAmount({ qty: 2, unit: 'fluid ounce' })).toEqual({ qty: 2, unit: 'fluid ounce' });
    expect(stepUpAmount({ qty: 6, unit: 'teaspoon' })).toEqual({ qty: 2, unit: 'tablespoon' });
  });
});

describe('isMoreThan', () => {
  const cup = (qty: number) => ({ qty, unit: 'cup' });
  it('is true when an amount grows, across units of a family', () => {
    expect(isMoreThan([cup(1)], [{ qty: 12, unit: 'tablespoon' }])).toBe(true);
    expect(isMoreThan([{ qty: 3, unit: null }], [{ qty: 2, unit: null }])).toBe(true);
  });
  it('is true when a family or count unit is new', () => {
    expect(isMoreThan([cup(1), { qty: 1, unit: 'pound' }], [cup(1)])).toBe(true);
    expect(isMoreThan([{ qty: 2, unit: 'clove' }], [])).toBe(true);
  });
  it('is false when amounts shrink or stay, or only a to-taste amount appears', () => {
    expect(isMoreThan([cup(1)], [{ qty: 16, unit: 'tablespoon' }])).toBe(false);
    expect(isMoreThan([cup(0.5)], [cup(1)])).toBe(false);
    expect(isMoreThan([{ qty: null, unit: null }], [])).toBe(false);
    expect(isMoreThan([], [cup(1)])).toBe(false);
  });
});

describe('inUsUnits', () => {
  it('moves metric amounts onto the US ladder and leaves the rest', () => {
    expect(inUsUnits({ qty: 1, unit: 'kilogram' })).toEqual({ qty: 2.205, unit: 'pound' });
    expect(inUsUnits({ qty: 15, unit: 'milliliter' })).toEqual({ qty: 1.014, unit: 'tablespoon' });
    expect(inUsUnits({ qty: 2, unit: 'cup' })).toEqual({ qty: 2, unit: 'cup' });
    expect(inUsUnits({ qty: 2, unit: 'clove' })).toEqual({ qty: 2, unit: 'clove' });
  });
});

describe('units named after prototype keys', () => {
  it('are unknown units that add up only with themselves', () => {
    expect(
      sumAmounts([
        { qty: 1, unit: '__proto__' },
        { qty: 2, unit: '__proto__' },
        { qty: 1, unit: 'cup' },
      ]),
    ).toEqual([
      { qty: 3, unit: '__proto__' },
      { qty: 1, unit: 'cup' },
    ]);
    expect(normalizeAmount({ qty: 2, unit: 'constructor' })).toEqual({ qty: 2, unit: 'constructor' });
  });
});
