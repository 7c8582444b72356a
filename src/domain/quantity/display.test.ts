import { describe, expect, it } from 'vitest';
import { sumAmounts } from './amount.ts';
import { englishAmountText, englishUnitLabel, toDisplay } from './display.ts';
import type { System } from './units.ts';

type Row = [qty: number, unit: string | null, system: System, locale: string, number: string, shownUnit: string | null];

const shown = (qty: number, unit: string | null, system: System, locale: string) => {
  const d = toDisplay({ qty, unit }, system, locale);
  return [d.number, d.unit];
};

describe('toDisplay: US amounts to metric', () => {
  it.each<Row>([
    [1, 'cup', 'metric', 'en', '237', 'milliliter'],
    [1.5, 'cup', 'metric', 'en', '355', 'milliliter'],
    [12, 'fluid ounce', 'metric', 'en', '355', 'milliliter'],
    [1, 'pint', 'metric', 'en', '473', 'milliliter'],
    [1, 'quart', 'metric', 'en', '946', 'milliliter'],
    // From 1,000 ml, liters.
    [1, 'gallon', 'metric', 'en', '3.79', 'liter'],
    [1, 'ounce', 'metric', 'en', '28.3', 'gram'],
    [1, 'pound', 'metric', 'en', '454', 'gram'],
    [2, 'pound', 'metric', 'en', '907', 'gram'],
    // From 1,000 g, kilograms, in the language's number format.
    [5.5, 'pound', 'metric', 'en', '2.49', 'kilogram'],
    [5.5, 'pound', 'metric', 'de', '2,49', 'kilogram'],
    // Rounded first, then on the ladder: 4.225 cups is 999.6 ml, shown as 1 l, not "1,000 ml".
    [4.225, 'cup', 'metric', 'en', '1', 'liter'],
    // From 1,000 of the ladder's top unit, whole numbers: no whole digit is rounded away.
    [3000, 'pound', 'metric', 'en', '1,361', 'kilogram'],
  ])('%d %s in %s (%s) → %s %s', (qty, unit, system, locale, number, shownUnit) => {
    expect(shown(qty, unit, system, locale)).toEqual([number, shownUnit]);
  });

  it('marks a converted amount as converted', () => {
    expect(toDisplay({ qty: 1, unit: 'cup' }, 'metric', 'en').converted).toBe(true);
    expect(toDisplay({ qty: 1, unit: 'cup' }, 'us', 'en').converted).toBe(false);
  });
});

describe('toDisplay: metric amounts to US', () => {
  it.each<Row>([
    // The list's ladder: teaspoon, tablespoon, cup.
    [5, 'milliliter', 'us', 'en', '1', 'teaspoon'],
    [15, 'milliliter', 'us', 'en', '1', 'tablespoon'],
    [355, 'milliliter', 'us', 'en', '1½', 'cup'],
    [0.5, 'liter', 'us', 'en', '2⅛', 'cup'],
    // The nearest kitchen fraction within 2%, else two decimals.
    [400, 'milliliter', 'us', 'en', '1⅔', 'cup'],
    [250, 'milliliter', 'us', 'en', '1.06', 'cup'],
    [250, 'milliliter', 'us', 'de', '1,06', 'cup'],
    [1, 'kilogram', 'us', 'en', '2.2', 'pound'],
    [2, 'deciliter', 'us', 'en', '13½', 'tablespoon'],
    // Ounces, pounds from 16 oz.
    [340, 'gram', 'us', 'en', '12', 'ounce'],
    [100, 'gram', 'us', 'en', '3½', 'ounce'],
    // The nearest wins over a coarser fraction also within 2% (4.409 lb → 4⅜, not 4⅓).
    [2, 'kilogram', 'us', 'en', '4⅜', 'pound'],
    // Rounded to a whole, then on the ladder: 236 ml is 15.97 tablespoons, shown as 1 cup, not 16 tbsp.
    [236, 'milliliter', 'us', 'en', '1', 'cup'],
  ])('%d %s in %s (%s) → %s %s', (qty, unit, system, locale, number, shownUnit) => {
    expect(shown(qty, unit, system, locale)).toEqual([number, shownUnit]);
  });
});

describe('toDisplay: what never converts', () => {
  it.each<Row>([
    [2, 'teaspoon', 'metric', 'de', '2', 'teaspoon'],
    [1.5, 'tablespoon', 'metric', 'fr', '1½', 'tablespoon'],
    [1, 'pinch', 'metric', 'en', '1', 'pinch'],
    [2, 'dash', 'us', 'en', '2', 'dash'],
    [3, 'clove', 'metric', 'en', '3', 'clove'],
    [2, 'can', 'metric', 'es', '2', 'can'],
    [3, null, 'metric', 'en', '3', null],
    [0.5, null, 'us', 'en', '½', null],
    // Units without a size in the table (they stay apart on the list too).
    [500, 'milligram', 'us', 'en', '500', 'milligram'],
    [2, 'dessertspoon', 'us', 'en', '2', 'dessertspoon'],
  ])('%d %s in %s (%s) → %s %s', (qty, unit, system, locale, number, shownUnit) => {
    expect(shown(qty, unit, system, locale)).toEqual([number, shownUnit]);
  });

  it('keeps a "to taste" amount with no number', () => {
    expect(toDisplay({ qty: null, unit: 'pinch' }, 'metric', 'de')).toEqual({
      qty: null,
      number: '',
      unit: 'pinch',
      plural: 'other',
      converted: false,
    });
  });
});

describe('toDisplay: a unit already of the system keeps its unit, its number in the language', () => {
  it.each<Row>([
    [2.5, 'kilogram', 'metric', 'de', '2,5', 'kilogram'],
    [2.5, 'kilogram', 'metric', 'fr', '2,5', 'kilogram'],
    [2.5, 'kilogram', 'metric', 'es', '2,5', 'kilogram'],
    [2.5, 'kilogram', 'metric', 'en', '2.5', 'kilogram'],
    // Never a fraction in metric, and never moved on the ladder: 0.4 l stays "0,4 l", 1,500 ml stays ml.
    [0.4, 'liter', 'metric', 'de', '0,4', 'liter'],
    [0.4, 'liter', 'metric', 'en', '0.4', 'liter'],
    [1500, 'milliliter', 'metric', 'en', '1,500', 'milliliter'],
    [25, 'centiliter', 'metric', 'fr', '25', 'centiliter'],
    // Three significant digits, but no whole digit is rounded away (a scaled 333.333 g).
    [333.333, 'gram', 'metric', 'en', '333', 'gram'],
    [1234.5, 'gram', 'metric', 'en', '1,235', 'gram'],
    [0.125, 'liter', 'metric', 'en', '0.125', 'liter'],
    // US: kitchen fractions to eighths (thirds too), else two decimals; never moved on the ladder.
    [1.5, 'cup', 'us', 'en', '1½', 'cup'],
    [0.75, 'pound', 'us', 'en', '¾', 'pound'],
    [0.333, 'cup', 'us', 'en', '⅓', 'cup'],
    [0.375, 'cup', 'us', 'en', '⅜', 'cup'],
    [0.85, 'cup', 'us', 'fr', '0,85', 'cup'],
    [0.0625, 'teaspoon', 'us', 'en', '0.06', 'teaspoon'],
    [24, 'tablespoon', 'us', 'en', '24', 'tablespoon'],
    // A tiny amount never reads 0.
    [0.001, 'cup', 'us', 'en', '0.001', 'cup'],
  ])('%d %s in %s (%s) → %s %s', (qty, unit, system, locale, number, shownUnit) => {
    expect(shown(qty, unit, system, locale)).toEqual([number, shownUnit]);
  });

  it('never writes a metric amount as a fraction, even one a cook would', () => {
    for (const qty of [0.4, 0.5, 0.25, 1.5, 0.333]) {
      expect(toDisplay({ qty, unit: 'liter' }, 'metric', 'en').number).toMatch(/^[\d.]+$/);
    }
  });

  it('falls back to English numbers for a tag Intl refuses', () => {
    expect(toDisplay({ qty: 2.5, unit: 'kilogram' }, 'metric', 'x').number).toBe('2.5');
  });
});

describe('toDisplay: plural category of the number, for the unit word', () => {
  it.each<[number, string, System, string, Intl.LDMLPluralRule]>([
    [1, 'cup', 'us', 'en', 'one'],
    [2, 'cup', 'us', 'en', 'other'],
    [1.5, 'cup', 'us', 'en', 'other'],
    // A part of one is named as one: "½ cup", "¾ Tasse".
    [0.5, 'cup', 'us', 'en', 'one'],
    [0.75, 'cup', 'us', 'de', 'one'],
    // CLDR: French names 0 to 1.99 in the singular, English a decimal in the plural.
    [1.5, 'cup', 'us', 'fr', 'one'],
    [0.4, 'liter', 'metric', 'en', 'other'],
    [0.4, 'liter', 'metric', 'fr', 'one'],
    // The plural of the shown number: 4.225 cups → 1 l.
    [4.225, 'cup', 'metric', 'en', 'one'],
    [2, 'clove', 'metric', 'ar', 'two'],
  ])('%d %s in %s (%s) → %s', (qty, unit, system, locale, plural) => {
    expect(toDisplay({ qty, unit }, system, locale).plural).toBe(plural);
  });
});

describe('shared with the list', () => {
  it('converts a merged list amount, not each line', () => {
    const [sum] = sumAmounts([
      { qty: 1, unit: 'cup' },
      { qty: 2, unit: 'tablespoon' },
    ]);
    expect(englishAmountText(toDisplay(sum!, 'metric', 'en'))).toBe('266 ml');
  });
});

describe('English labels', () => {
  it.each<[number, string | null, System, string]>([
    [2, 'pound', 'metric', '907 g'],
    [1, 'pound', 'metric', '454 g'],
    [5.5, 'pound', 'metric', '2.49 kg'],
    [1.5, 'cup', 'us', '1½ cups'],
    [1, 'cup', 'us', '1 cup'],
    [0.5, 'cup', 'us', '½ cup'],
    [0.75, 'pound', 'us', '¾ lb'],
    [12, 'fluid ounce', 'us', '12 fl oz'],
    [2, 'tablespoon', 'metric', '2 tablespoons'],
    [3, 'clove', 'metric', '3 cloves'],
    [3, null, 'metric', '3'],
  ])('%d %s in %s → %s', (qty, unit, system, text) => {
    expect(englishAmountText(toDisplay({ qty, unit }, system, 'en'))).toBe(text);
  });

  it('names a unit by its plural category', () => {
    expect(englishUnitLabel('leaf', 'one')).toBe('leaf');
    expect(englishUnitLabel('leaf', 'other')).toBe('leaves');
    expect(englishUnitLabel('liter', 'other')).toBe('l');
  });
});
