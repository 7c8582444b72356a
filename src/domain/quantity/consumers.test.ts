import { describe, expect, it } from 'vitest';
import { tokenFeatures } from '../ingredient-features.ts';
import { fieldsFromTags } from '../ingredient-parse.ts';
import { tokenize } from '../ingredient-tokens.ts';
import { recipeLine } from '../list-items.ts';
import { ConversionLineSchema, parseQuantity, toRetailerUnit } from '../retailer-conversion.ts';
import { scaledLine } from '../scale-line.ts';
import { findDurations } from '../step-durations.ts';
import { stepUpAmount, sumAmounts } from './amount.ts';
import { formatKitchenAmount, formatQuantityGlyph, KITCHEN_FIT, TEXT_FIT, unitLabel } from './format.ts';
import { FRACTION_GLYPHS, readAmount } from './fractions.ts';
import { canonicalUnit, knownUnit, MEASUREMENT_CHOICES, UNITS } from './units.ts';

/** Every consumer reads units and fractions from the one table: checked row by row, glyph by glyph. */

const spellings = UNITS.flatMap((row) => [row.unit, ...row.spellings].map((spelling) => ({ row, spelling })));
const byRow = spellings.map(({ row, spelling }) => [row.unit, spelling, row] as const);

/** The parser's rules on "2 <unit> flour", tagged as the model would tag it. */
function parsedUnit(spelling: string): string | null {
  const text = `2 ${spelling} flour`;
  const tokens = tokenize(text);
  const labels = tokens.map((_, i) => (i === 0 ? 'QTY' : i === tokens.length - 1 ? 'NAME' : 'UNIT'));
  return fieldsFromTags(text, tokens, labels).unit;
}

const line = (qty: number, measurement: string, text: string) => ({
  qty,
  qtyMax: null,
  measurement,
  comment: '',
  text,
  ingredient: { name: 'flour' },
});

describe('the unit table', () => {
  it('gives each spelling one unit', () => {
    const seen = new Map<string, string>();
    for (const { row, spelling } of spellings) {
      expect(seen.get(spelling) ?? row.unit, spelling).toBe(row.unit);
      seen.set(spelling, row.unit);
    }
  });

  it('sizes every converting unit and puts each family and system on a ladder', () => {
    for (const row of UNITS) {
      if (row.size !== undefined) expect(row.system, row.unit).toBeDefined();
      if (row.ladder) expect(row.size, row.unit).toBeDefined();
    }
  });

  it.each(byRow)('%s: %j is read as it by every consumer', (unit, spelling, row) => {
    expect(knownUnit(spelling)).toBe(unit);
    expect(knownUnit(`${spelling.toUpperCase()}.`)).toBe(unit);
    expect(canonicalUnit(` ${spelling} `)).toBe(unit);
    // The parser's rules and the tokenizer ("8-ounce" is an amount and its unit).
    expect(parsedUnit(spelling)).toBe(unit);
    if (/^\p{L}+$/u.test(spelling))
      expect(tokenize(`8-${spelling}`).map((t) => t.kind)).toEqual(['num', 'punct', 'word']);
    // List merging: the same unit as its canonical name, added up into one amount.
    const listed = recipeLine(1, { qty: 1, measurement: spelling, text: `1 ${spelling} flour`, name: 'flour' });
    expect(listed.source.amount).toEqual({ qty: 1, unit });
    expect(sumAmounts([listed.source.amount!, { qty: 1, unit }])).toHaveLength(1);
    // The retailer: the same unit as its canonical name.
    expect(toRetailerUnit(spelling)).toBe(toRetailerUnit(unit));
    // Scaling: the unit word is the line's unit, rewritten when the amount steps up (1000 teaspoons → cups).
    const stepped = stepUpAmount({ qty: 1000, unit });
    const scaled = scaledLine(line(1, spelling, `1 ${spelling} flour`), 1000);
    if (stepped.unit !== unit)
      expect(scaled).toBe(`${formatKitchenAmount(stepped.qty!)} ${unitLabel(stepped.unit!, stepped.qty!)} flour`);
    else expect([`1000 ${spelling} flour`, `1000 ${unitLabel(unit, 1000)} flour`]).toContain(scaled);
    expect(row.family).toBeDefined();
  });

  it.each(MEASUREMENT_CHOICES.filter((m) => m !== 'whole' && m !== 'to taste'))(
    'the recipe form offers %j, a spelling the retailer sells by',
    (choice) => {
      expect(knownUnit(choice)).toBeDefined();
      expect(toRetailerUnit(choice)).not.toBe('COUNT');
    },
  );
});

describe('the fraction glyphs', () => {
  it.each(FRACTION_GLYPHS.map((f) => [f.glyph, f.numerator, f.denominator] as const))(
    '%s is %d/%d to every consumer',
    (glyph, numerator, denominator) => {
      const value = numerator / denominator;
      for (const [text, expected] of [
        [glyph, value],
        [`1${glyph}`, 1 + value],
        [`1 ${glyph}`, 1 + value],
        [`${numerator}/${denominator}`, value],
        [`1 ${numerator}/${denominator}`, 1 + value],
        [`1 ${numerator}⁄${denominator}`, 1 + value],
      ] as const) {
        expect(readAmount(text), text).toBeCloseTo(expected, 12);
        // The tokenizer, and the parser's rules on its tokens.
        const tokens = tokenize(`${text} cups flour`);
        expect(tokens[0]).toMatchObject({ kind: 'num', text });
        expect(tokens[0]!.value).toBeCloseTo(expected, 12);
        const parsed = fieldsFromTags(`${text} cups flour`, tokens, ['QTY', 'UNIT', 'NAME']);
        expect(parsed.qty).toBeCloseTo(expected, 3);
        // The retailer's typed quantity, through its schema too.
        expect(parseQuantity(text)).toBeCloseTo(expected, 12);
        expect(ConversionLineSchema.parse({ qty: text, ingredient: { name: 'milk' } }).qty).toBeCloseTo(expected, 12);
        // A cook-mode timer.
        expect(findDurations(`Bake for ${text} hours`)[0]?.seconds).toBe(Math.round(expected * 3600));
      }
      // The model sees a glyph as a fraction.
      expect(tokenFeatures(tokenize(`${glyph} cup sugar`))[0]).toContain('w=#frac');
    },
  );

  it.each(FRACTION_GLYPHS.map((f) => [f.glyph, f.numerator, f.denominator] as const))(
    '%s is written back as itself where its denominator is a kitchen one',
    (glyph, numerator, denominator) => {
      const value = 2 + numerator / denominator;
      if (KITCHEN_FIT.denominators.includes(denominator)) expect(formatKitchenAmount(value)).toBe(`2${glyph}`);
      if (TEXT_FIT.denominators.includes(denominator)) expect(formatQuantityGlyph(value)).toBe(`2${glyph}`);
      expect(readAmount(formatKitchenAmount(value))).toBeCloseTo(value, 2);
    },
  );
});
