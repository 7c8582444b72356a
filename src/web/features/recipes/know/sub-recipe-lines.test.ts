import { describe, expect, it } from 'vitest';
import { scaledLine } from '#domain/scale-line.ts';
import { asWrittenLine, linesBySubRecipe } from './sub-recipe-lines.ts';

const pesto = [{ id: 9, name: 'pesto' }];
const line = (text: string, qty: number | null, unit: string | null, name: string, from = pesto) => ({
  text,
  qty,
  qtyMax: null,
  unit,
  name,
  from,
});

describe('linesBySubRecipe', () => {
  it('pairs each sub-recipe line with the lines it expands to, also when one recipe is included twice', () => {
    const items = [{ id: 1 }, { id: 2, recipe: { id: 9 } }, { id: 3 }, { id: 4, recipe: { id: 9 } }];
    const expanded = [
      line('200 g penne', 200, 'gram', 'penne', []),
      line('50 g basil', 50, 'gram', 'basil'),
      line('1 clove garlic', 1, 'clove', 'garlic'),
      line('salt, to taste', null, null, 'salt', []),
      line('25 g basil', 25, 'gram', 'basil'),
      line('1/2 clove garlic', 0.5, 'clove', 'garlic'),
    ];
    const byLine = linesBySubRecipe(items, expanded);
    expect(byLine.get(2)?.map((l) => l.text)).toEqual(['50 g basil', '1 clove garlic']);
    expect(byLine.get(4)?.map((l) => l.qty)).toEqual([25, 0.5]);
    expect(byLine.has(1)).toBe(false);
  });
});

describe('asWrittenLine', () => {
  it('keeps the text as written and scales it by the answer’s amount', () => {
    const { line: written, factor } = asWrittenLine(line('2 cups basil leaves, packed', 3, 'cup', 'basil'));
    expect(factor).toBe(1.5);
    expect(scaledLine(written, factor)).toBe('3 cups basil leaves, packed');
  });

  it('leaves a line without an amount as written', () => {
    const { line: written, factor } = asWrittenLine(line('salt, to taste', null, null, 'salt'));
    expect(scaledLine(written, factor)).toBe('salt, to taste');
  });
});
