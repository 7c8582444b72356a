import { describe, expect, it } from 'vitest';
import { formatLineItem, formatListItem, formatPhone, titleCase } from './format.ts';
import { formatQuantity, formatQuantityGlyph } from './quantity/format.ts';

describe('formatQuantity', () => {
  it.each([
    [1, '1'],
    [0.5, '1/2'],
    [1.5, '1 1/2'],
    [0.25, '1/4'],
    [0.333, '1/3'],
    [0.6667, '2/3'],
    [0.125, '1/8'],
    [0.0625, '1/16'],
    [2.75, '2 3/4'],
    [0.3, '0.3'],
  ])('%s → %s', (qty, expected) => expect(formatQuantity(qty)).toBe(expected));
});

describe('titleCase', () => {
  it('capitalises each word', () => expect(titleCase('extra virgin OLIVE oil')).toBe('Extra Virgin Olive Oil'));
  it('handles hyphens', () => expect(titleCase('sun-dried tomatoes')).toBe('Sun-Dried Tomatoes'));
});

describe('formatLineItem', () => {
  it('omits the quantity for to taste', () =>
    expect(formatLineItem({ qty: 1, measurement: 'to taste', ingredient: { name: 'salt' } })).toBe('Salt (to taste)'));
  it('shows fractions', () =>
    expect(formatLineItem({ qty: 1.5, measurement: 'cups', ingredient: { name: 'flour' } })).toBe('1 1/2 cups Flour'));
});

describe('formatPhone', () => {
  it('formats ten digits', () => expect(formatPhone('5551234567')).toBe('555-123-4567'));
  it('formats partial input', () => expect(formatPhone('55512')).toBe('555-12'));
});

describe('formatListItem', () => {
  it.each([
    ['onions', [{ qty: 3, unit: null }], '3 onions'],
    ['onion', [{ qty: 3, unit: null }], '3 onions'],
    ['onions', [{ qty: 1, unit: null }], '1 onion'],
    ['milk', [{ qty: 1.25, unit: 'cup' }], '1¼ cups milk'],
    ['milk', [{ qty: 0.5, unit: 'cup' }], '½ cup milk'],
    ['garlic', [{ qty: 2, unit: 'clove' }], '2 cloves garlic'],
    ['salt', [{ qty: 2, unit: 'pinch' }], '2 pinches salt'],
    ['salt', [{ qty: null, unit: null }], 'salt (to taste)'],
    ['paper towels', [], 'paper towels'],
    [
      'flour',
      [
        { qty: 1, unit: 'cup' },
        { qty: 100, unit: 'gram' },
      ],
      '1 cup + 100 grams flour',
    ],
    ['cherries', [{ qty: 2, unit: null }], '2 cherries'],
  ])('%s %o → %s', (name, amounts, expected) => expect(formatListItem(name, amounts)).toBe(expected));

  it('uses unicode fractions where there is one', () => {
    expect(formatQuantityGlyph(2.75)).toBe('2¾');
    expect(formatQuantityGlyph(0.0625)).toBe('1/16');
    expect(formatQuantityGlyph(3)).toBe('3');
  });
});
