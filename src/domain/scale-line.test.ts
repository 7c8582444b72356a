import { describe, expect, it } from 'vitest';
import { unitLabel } from './quantity/format.ts';
import { scaledLine, writtenLine, type WrittenLine } from './scale-line.ts';

const line = (
  text: string,
  qty: number | null,
  measurement: string,
  name: string,
  over: Partial<WrittenLine> = {},
) => ({
  text,
  qty,
  qtyMax: null,
  measurement,
  comment: '',
  ingredient: { name },
  ...over,
});

describe('scaledLine', () => {
  it('keeps every line as written at the recipe’s own servings', () => {
    const l = line('1 1/2 cups all-purpose flour', 1.5, 'cup', 'all-purpose flour', { comment: 'sifted' });
    expect(scaledLine(l, 1)).toBe('1 1/2 cups all-purpose flour, sifted');
  });

  it.each([
    ['1 1/2 cups all-purpose flour', 1.5, 'cup', 2, '3 cups all-purpose flour'],
    ['1/3 cup milk', 1 / 3, 'cup', 2, '⅔ cup milk'],
    ['1 cup milk', 1, 'cup', 2, '2 cups milk'],
    ['2 cups stock', 2, 'cup', 0.5, '1 cup stock'],
    ['2 tbsp olive oil', 2, 'tablespoon', 3, '6 tbsp olive oil'],
    ['8 tablespoons butter', 8, 'tablespoon', 2, '1 cup butter'],
    ['8 tbsp butter, softened', 8, 'tablespoon', 4, '2 cups butter, softened'],
    ['3/4 cup sugar', 0.75, 'cup', 0.5, '⅜ cup sugar'],
    ['2 large eggs', 2, '', 1.5, '3 large eggs'],
    ['1 onion, chopped', 1, 'whole', 3, '3 onion, chopped'],
    ['2-3 cloves garlic', 2, 'clove', 2, '4–6 cloves garlic'],
    ['12 oz spaghetti', 12, 'ounce', 2, '1½ pounds spaghetti'],
  ])('%s × %s', (text, qty, unit, factor, expected) => {
    const l = line(text, qty, unit, 'x', text.startsWith('2-3') ? { qtyMax: 3 } : {});
    expect(scaledLine(l, factor)).toBe(expected);
  });

  it('leaves a line without a number as written', () => {
    expect(scaledLine(line('salt, to taste', null, 'to taste', 'salt'), 3)).toBe('salt, to taste');
    expect(scaledLine(line('fresh basil', null, '', 'basil'), 2)).toBe('fresh basil');
  });

  it('writes a line out from its parts when the text does not start with the amount', () => {
    expect(scaledLine(line('Juice of 1 lemon', 1, 'whole', 'lemon juice'), 2)).toBe('2 lemon juice');
    expect(scaledLine(line('a pinch of nutmeg', 1, 'pinch', 'nutmeg'), 2)).toBe('2 pinches nutmeg');
  });
});

describe('writtenLine', () => {
  it('adds the note only when the text lacks it', () => {
    expect(writtenLine(line('2 eggs, beaten', 2, '', 'eggs', { comment: 'beaten' }))).toBe('2 eggs, beaten');
    expect(writtenLine(line('2 eggs', 2, '', 'eggs', { comment: 'beaten' }))).toBe('2 eggs, beaten');
  });
});

describe('unitLabel', () => {
  it('makes plurals a cook writes', () => {
    expect(unitLabel('cup', 1)).toBe('cup');
    expect(unitLabel('cup', 1.5)).toBe('cups');
    expect(unitLabel('pinch', 2)).toBe('pinches');
    expect(unitLabel('leaf', 3)).toBe('leaves');
  });
});

describe('unitLabel of a unit named after a prototype key', () => {
  it('is a word like any other', () => {
    expect(unitLabel('constructor', 2)).toBe('constructors');
    expect(unitLabel('__proto__', 2)).toBe('__proto__s');
  });
});
