import { describe, expect, it } from 'vitest';
import { coverNeeds, shortOf, type NeedLine, type StockItem } from './pantry-cover.ts';

const need = (foodKey: string, qty: number | null, unit: string | null): NeedLine => ({
  foodKey,
  name: foodKey,
  amount: { qty, unit },
});
const stock = (foodKey: string, qty: number | null, unit: string | null, staple = false): StockItem => ({
  foodKey,
  amount: { qty, unit },
  staple,
});

describe('covering a need with the pantry', () => {
  // [need, have just below, have at, have just above], in every family and across systems.
  const cases: [
    string,
    [number, string | null],
    [number, string | null],
    [number, string | null],
    [number, string | null],
  ][] = [
    ['g and kg', [750, 'gram'], [0.749, 'kilogram'], [0.75, 'kilogram'], [0.751, 'kilogram']],
    ['ml and l', [1.5, 'liter'], [1499, 'milliliter'], [1500, 'milliliter'], [1501, 'milliliter']],
    ['cups and ml', [1, 'cup'], [236.587, 'milliliter'], [236.588, 'milliliter'], [236.589, 'milliliter']],
    ['cups and spoons', [1, 'cup'], [15.9, 'tablespoon'], [16, 'tablespoon'], [16.1, 'tablespoon']],
    ['pounds and grams', [1, 'pound'], [453.591, 'gram'], [453.592, 'gram'], [453.593, 'gram']],
    ['a count', [6, null], [5, null], [6, null], [7, null]],
  ];
  for (const [family, needed, below, at, above] of cases) {
    it(`${family}: below is short, at and above are covered`, () => {
      const lines = [need('beef', ...needed)];
      const short = coverNeeds(lines, [stock('beef', ...below)]);
      expect(short.missing).toBe(1);
      expect(short.lines[0]!.short).toHaveLength(1);
      expect(short.lines[0]!.short![0]!.qty).toBeGreaterThan(0);
      expect(coverNeeds(lines, [stock('beef', ...at)]).missing).toBe(0);
      expect(coverNeeds(lines, [stock('beef', ...above)]).lines[0]!.short).toBeNull();
    });
  }

  it('reports need, have and the shortfall, lines of one food adding up', () => {
    const cover = coverNeeds(
      [need('beef mince', 500, 'gram'), need('beef mince', 250, 'gram')],
      [stock('beef mince', 500, 'gram')],
    );
    expect(cover.lines).toEqual([
      {
        foodKey: 'beef mince',
        name: 'beef mince',
        need: [{ qty: 750, unit: 'gram' }],
        have: [{ qty: 500, unit: 'gram' }],
        short: [{ qty: 250, unit: 'gram' }],
        staple: false,
      },
    ]);
  });

  it('never converts mass to volume', () => {
    const cover = coverNeeds([need('flour', 200, 'gram')], [stock('flour', 1, 'liter')]);
    expect(cover.missing).toBe(1);
    expect(cover.lines[0]!.have).toEqual([]);
    expect(cover.lines[0]!.short).toEqual([{ qty: 200, unit: 'gram' }]);
  });

  it('covers a line without an amount by any item of its food, not by one that ran out', () => {
    expect(coverNeeds([need('pepper', null, null)], [stock('pepper', 10, 'gram')]).missing).toBe(0);
    expect(coverNeeds([need('pepper', null, null)], [stock('pepper', 0, 'gram')]).lines[0]!.short).toEqual([]);
    expect(coverNeeds([need('pepper', null, null)], []).missing).toBe(1);
  });

  it('counts a staple as always there', () => {
    const cover = coverNeeds([need('salt', 2, 'teaspoon'), need('egg', 2, null)], [stock('salt', null, null, true)]);
    expect(cover.lines.map((line) => [line.foodKey, line.staple, line.short])).toEqual([
      ['salt', true, null],
      ['egg', false, [{ qty: 2, unit: null }]],
    ]);
    expect(cover.missing).toBe(1);
  });

  it('needs every family a recipe gives: one covered, one short is short', () => {
    const cover = coverNeeds(
      [need('butter', 100, 'gram'), need('butter', 2, 'tablespoon')],
      [stock('butter', 250, 'gram')],
    );
    expect(cover.lines[0]!.short).toEqual([{ qty: 2, unit: 'tablespoon' }]);
  });

  it('takes the shortfall in the unit of the need', () => {
    expect(shortOf({ qty: 1.5, unit: 'kilogram' }, { qty: 500, unit: 'gram' })).toEqual({ qty: 1, unit: 'kilogram' });
    expect(shortOf({ qty: 2, unit: 'cup' }, { qty: 1, unit: 'cup' })).toEqual({ qty: 1, unit: 'cup' });
    expect(shortOf({ qty: 2, unit: 'cup' }, { qty: 3, unit: 'cup' })).toBeNull();
  });
});
