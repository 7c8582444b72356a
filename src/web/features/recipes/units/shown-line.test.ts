import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import type { WrittenLine } from '#domain/scale-line.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { shownLine } from './shown-line.ts';
import { amountView } from './use-amount-view.ts';

const line = (text: string, qty: number | null, measurement: string, name: string, comment = ''): WrittenLine => ({
  text,
  qty,
  qtyMax: null,
  measurement,
  comment,
  ingredient: { name },
});

const sugar = line('2 cups sugar', 2, 'cups', 'sugar');
const beef = line('1 lb ground beef', 1, 'lb', 'ground beef');
const oil = line('2 tbsp olive oil', 2, 'tbsp', 'olive oil');
const potatoes = line('2.5 kg potatoes', 2.5, 'kg', 'potatoes');
const apples = line('3 apples', 3, 'whole', 'apples');
const garlic = line('2 cloves garlic, minced', 2, 'cloves', 'garlic', 'minced');
const milk = line('1 l milk', 1, 'l', 'milk');
const butter = line('227 g butter', 227, 'g', 'butter');

describe('shownLine (api/languages.md, "Units")', () => {
  it('in English and US units, shows a US line word for word', () => {
    const view = amountView('us', i18n, 'US');
    expect([sugar, beef, oil, apples, garlic].map((l) => shownLine(l, 1, view))).toEqual([
      '2 cups sugar',
      '1 lb ground beef',
      '2 tbsp olive oil',
      '3 apples',
      '2 cloves garlic, minced',
    ]);
  });

  it('in English and metric, converts cups and pounds, never spoons, and keeps the food as written', () => {
    const view = amountView('metric', i18n, 'GB');
    expect([sugar, beef, oil, apples].map((l) => shownLine(l, 1, view))).toEqual([
      '473 ml sugar',
      '454 g ground beef',
      '2 tbsp olive oil',
      '3 apples',
    ]);
  });

  it('in English and US units, converts a metric line to cups and ounces', () => {
    const view = amountView('us', i18n, 'US');
    expect([milk, butter].map((l) => shownLine(l, 1, view))).toEqual(['4¼ cups milk', '8 oz butter']);
  });

  it('converts the amount scaled by servings', () => {
    expect(shownLine(sugar, 2, amountView('metric', i18n, 'GB'))).toBe('946 ml sugar');
  });

  it('in German, writes numbers in German and unit words from the catalog, by plural', async () => {
    await activateLanguage('de');
    const metric = amountView('metric', i18n, 'DE');
    expect([sugar, oil, potatoes, apples, garlic].map((l) => shownLine(l, 1, metric))).toEqual([
      '473 ml sugar',
      '2 EL olive oil',
      '2,5 kg potatoes',
      '3 apples',
      '2 Zehen garlic, minced',
    ]);
    const us = amountView('us', i18n, 'DE');
    expect(shownLine(sugar, 1, us)).toBe('2 Tassen sugar');
    expect(shownLine(sugar, 0.5, us)).toBe('1 Tasse sugar');
  });

  it('keeps the amount one left-to-right run in a right-to-left language, and only there', async () => {
    await activateLanguage('ar');
    const arabic = shownLine(sugar, 1, amountView('metric', i18n, 'EG'));
    expect(arabic.startsWith('\u2066')).toBe(true);
    expect(arabic).toMatch(/^\u2066\S+ [^\u2069]+\u2069 sugar$/);
    await activateLanguage('de');
    expect(shownLine(sugar, 1, amountView('metric', i18n, 'DE'))).not.toContain('\u2066');
    await activateLanguage('en');
  });
});
