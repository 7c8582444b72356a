import { describe, expect, it } from 'vitest';
import { labelRow, lineKey } from './ingredient-training-data.ts';

const row = (input: string, fields: Record<string, string>) => ({
  input,
  name: '',
  quantity: '',
  unit: '',
  size: '',
  preparation: '',
  comment: '',
  purpose: '',
  ...fields,
});

const tagged = (line: ReturnType<typeof labelRow>) => line?.tokens.map((t, i) => `${t.text}/${line.labels[i]}`);

describe('labelRow', () => {
  it("maps the library's space-joined field tokens back to our tokens", () => {
    const line = labelRow(
      row('1 (8 ounce) package cream cheese, softened', {
        name: 'cream cheese',
        quantity: '1 8',
        unit: 'ounce package',
        preparation: 'softened',
      }),
    );
    expect(tagged(line)).toEqual([
      '1/QTY',
      '(/PUNC',
      '8/QTY',
      'ounce/UNIT',
      ')/PUNC',
      'package/UNIT',
      'cream/NAME',
      'cheese/NAME',
      ',/PUNC',
      'softened/PREP',
    ]);
  });

  it('reads fractions written #1$2 and 5#1$4, ranges, and singularised words', () => {
    const line = labelRow(
      row('150g/5¼oz leaves, 1-2 tbsp', { name: 'leaf', quantity: '150 5#1$4 1-2', unit: 'g oz tbsp' }),
    );
    expect(line?.labels).toEqual(['QTY', 'UNIT', 'PUNC', 'QTY', 'UNIT', 'NAME', 'PUNC', 'QTY', 'UNIT']);
  });

  it('reads "2x" as the amount and the times sign, and quotes around a word as punctuation', () => {
    const line = labelRow(
      row("2 x 400g/14oz cans '00' flour", { quantity: '2x 400 14', unit: 'g oz can', name: "'00' flour" }),
    );
    expect(tagged(line)).toEqual([
      '2/QTY',
      'x/QTY',
      '400/QTY',
      'g/UNIT',
      '//PUNC',
      '14/QTY',
      'oz/UNIT',
      'cans/UNIT',
      "'/PUNC",
      '00/NAME',
      "'/PUNC",
      'flour/NAME',
    ]);
  });

  it('matches a field token that our tokenizer splits, and ignores one of punctuation only', () => {
    const line = labelRow(
      row('1 pound 93%-lean turkey (e.g. Butterball ™)', {
        quantity: '1',
        unit: 'pound',
        name: '93%-lean turkey',
        comment: 'e.g. Butterball ™',
      }),
    );
    expect(line?.labels).toEqual([
      'QTY',
      'UNIT',
      'NAME',
      'PUNC',
      'NAME',
      'NAME',
      'PUNC',
      'COMMENT',
      'COMMENT',
      'COMMENT',
      'PUNC',
      'PUNC',
    ]);
  });

  it('drops a row whose food cannot be found in the line', () => {
    expect(labelRow(row('2 cups flour', { name: 'sugar', quantity: '2', unit: 'cup' }))).toBeUndefined();
  });
});

describe('lineKey', () => {
  it('treats lines differing only in case, spacing and fraction form as the same line', () => {
    expect(lineKey('  1 ½ Cups  Flour')).toBe(lineKey('1 1⁄2 cups flour'));
  });
});
