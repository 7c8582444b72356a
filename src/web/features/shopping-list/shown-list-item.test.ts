import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../app/i18n/activate-language.ts';
import { amountView } from '../recipes/index.ts';
import { shownAmounts, shownListItem } from './shown-list-item.ts';

const toTaste = [{ qty: null, unit: 'to taste' }];

describe('shownListItem (api/languages.md, "Units")', () => {
  afterEach(() => activateLanguage('en'));

  it('in English, keeps the domain words: sums, plurals and "(to taste)"', () => {
    const view = amountView('us', i18n, 'US');
    expect(shownListItem('sugar', [{ qty: 1.5, unit: 'cup' }], view)).toBe('1½ cups sugar');
    expect(shownListItem('onion', [{ qty: 3, unit: null }], view)).toBe('3 onions');
    expect(shownListItem('salt', toTaste, view)).toBe('salt (to taste)');
    expect(shownListItem('paper towels', [], view)).toBe('paper towels');
  });

  it('in German, converts the sum, writes the decimal comma, and says "to taste" in German', async () => {
    await activateLanguage('de');
    const view = amountView('metric', i18n, 'DE');
    expect(
      shownListItem(
        'Zucker',
        [
          { qty: 1, unit: 'cup' },
          { qty: 2, unit: 'tablespoon' },
        ],
        view,
      ),
    ).toBe('266 ml Zucker');
    expect(shownListItem('Kartoffeln', [{ qty: 1.5, unit: 'kilogram' }], view)).toBe('1,5 kg Kartoffeln');
    expect(shownListItem('Salz', toTaste, view)).toBe('Salz (nach Geschmack)');
    expect(shownListItem('Küchenrolle', [], view)).toBe('Küchenrolle');
  });
});

describe('shownAmounts', () => {
  it('writes amounts alone as an item writes them, converted to the reader’s system', async () => {
    const us = amountView('us', i18n, 'US');
    expect(shownAmounts([{ qty: 1.5, unit: 'cup' }], us)).toBe('1½ cups');
    expect(shownAmounts([{ qty: 3, unit: null }], us)).toBe('3');
    await activateLanguage('de');
    const metric = amountView('metric', i18n, 'DE');
    expect(shownAmounts([{ qty: 1.5, unit: 'kilogram' }], metric)).toBe('1,5 kg');
  });
});
