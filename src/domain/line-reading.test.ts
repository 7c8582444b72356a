import { describe, expect, it } from 'vitest';
import { parseIngredient, parseIngredients } from './ingredient-parse.ts';
import { firstAcceptedLanguage, lineReadingFor, requestLanguage } from './line-reading.ts';
import { typedLine } from './list-items.ts';

const english = lineReadingFor('en');
const german = lineReadingFor('de');
const amount = (text: string, reading = english) => {
  const { qty, unit } = parseIngredient(text, reading);
  return [qty, unit];
};

describe('a comma between digits', () => {
  it('is the decimal mark in every language', () => {
    for (const reading of [english, german, lineReadingFor('fr')]) {
      expect(amount('1,5 kg potatoes', reading)).toEqual([1.5, 'kilogram']);
      expect(amount('0,5 l Milch', reading)).toEqual([0.5, 'liter']);
      expect(amount('1,25 kg Kartoffeln', reading)).toEqual([1.25, 'kilogram']);
    }
  });

  it('groups thousands in English when exactly three digits follow it', () => {
    expect(amount('1,500 g flour')).toEqual([1500, 'gram']);
    expect(amount('1,500g flour')).toEqual([1500, 'gram']);
    expect(amount('12,000 ml water')).toEqual([12000, 'milliliter']);
    expect(amount('1,000,000 g sugar')).toEqual([1000000, 'gram']);
  });

  it('stays the decimal mark in English before more or fewer than three digits, or after a 0', () => {
    expect(amount('1,50 kg flour')).toEqual([1.5, 'kilogram']);
    expect(amount('1,5000 kg flour')).toEqual([1.5, 'kilogram']);
    expect(amount('0,500 kg flour')).toEqual([0.5, 'kilogram']);
  });

  it('is the decimal mark before three digits in any other language, and by default', () => {
    expect(amount('1,500 kg Mehl', german)).toEqual([1.5, 'kilogram']);
    expect(amount('1,500 kg harina', lineReadingFor('es'))).toEqual([1.5, 'kilogram']);
    expect(parseIngredient('1,500 g flour').qty).toBe(1.5);
  });

  it('reaches every line of a batch and a line typed on the list', () => {
    expect(parseIngredients(['1,500 g flour', '1,5 kg sugar'], english).map((p) => p.qty)).toEqual([1500, 1.5]);
    expect(typedLine('1,500 g flour', english).source.amount).toEqual({ qty: 1500, unit: 'gram' });
    expect(typedLine('1,500 g Mehl', german).source.amount).toEqual({ qty: 1.5, unit: 'gram' });
  });
});

describe('a line in another language', () => {
  it('is kept: the text as typed, the number read, every word in the name, unit or comment', () => {
    const lines = [
      '2 EL Olivenöl',
      '1 Prise Salz',
      '3 Zehen Knoblauch, fein gehackt',
      '2 cucharadas de aceite de oliva',
    ];
    for (const line of lines) {
      const parsed = parseIngredient(line, german);
      expect(parsed.text).toBe(line);
      expect(parsed.qty).toBe(Number(line[0]));
      const placed = [parsed.name, parsed.unit, parsed.comment].join(' ').toLowerCase();
      for (const word of line
        .slice(1)
        .toLowerCase()
        .match(/\p{L}+/gu)!)
        expect(placed).toContain(word);
    }
    expect(parseIngredient('2 EL Olivenöl', german)).toMatchObject({ qty: 2, name: 'el olivenöl' });
  });
});

describe('the language of a request', () => {
  it("is the user's setting, else the first Accept-Language tag, else English", () => {
    expect(requestLanguage('fr', 'de-DE,de;q=0.9')).toBe('fr');
    expect(requestLanguage(null, 'de-DE,de;q=0.9,en;q=0.8')).toBe('de-DE');
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage(null, '*')).toBe('en');
  });

  it('takes the best quality first, refuses q=0 and keeps the order of ties', () => {
    expect(firstAcceptedLanguage('en;q=0.5, de')).toBe('de');
    expect(firstAcceptedLanguage('de;q=0, fr;q=0.3')).toBe('fr');
    expect(firstAcceptedLanguage('es, fr')).toBe('es');
    expect(firstAcceptedLanguage('')).toBeUndefined();
  });

  it('reads lines the English way only when its primary subtag is en', () => {
    expect(lineReadingFor('en-GB')).toEqual({ thousandsComma: true });
    expect(lineReadingFor('EN')).toEqual({ thousandsComma: true });
    expect(lineReadingFor('de-AT')).toEqual({ thousandsComma: false });
  });
});
