import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { renderPage } from '../../../test/render.tsx';
import { ListItems } from './list-items.tsx';
import { mainListIdentity } from '../../../test/list-fixture.ts';

const item = (id: number, name: string, amounts: ItemList['items'][number]['amounts']) => ({
  id,
  name,
  amounts,
  checked: false,
  category: 'produce',
  sources: [{ recipeId: 1, text: name }],
});

const list: ItemList = {
  id: 7,
  ...mainListIdentity,
  version: 1,
  completedAt: null,
  recipes: [{ id: 1, name: 'cake', img: '/images/cuisines/cake.svg', servings: 4, recipeServings: 4 }],
  items: [
    // One food's amounts as merged lines: a cup and two tablespoons, in one family.
    item(11, 'sugar', [
      { qty: 1, unit: 'cup' },
      { qty: 2, unit: 'tablespoon' },
    ]),
    item(12, 'potatoes', [{ qty: 2.5, unit: 'kilogram' }]),
    item(13, 'eggs', [{ qty: 3, unit: null }]),
  ],
  members: [{ username: 'cook' }],
};

const browser = (tags: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(tags);
const rows = () => [...document.querySelectorAll('.list-items__text')].map((el) => el.textContent);
const show = () => renderPage(<ListItems list={list} />, { url: '/list', path: '/list' });

describe('ListItems in the reader\'s units (api/languages.md, "Units")', () => {
  afterEach(() => vi.restoreAllMocks());

  it('converts the merged sum, not each amount: 1 cup + 2 tbsp reads 266 ml (de-DE browser)', async () => {
    browser(['de-DE']);
    show();
    await screen.findByText(/sugar/);
    // In English, an item already metric keeps today's words.
    expect(rows()).toEqual(['266 ml sugar', '2½ kilograms potatoes', '3 eggs']);
  });

  it('writes numbers and unit words in German, food names as written', async () => {
    browser(['de-DE']);
    await activateLanguage('de');
    show();
    await screen.findByText(/sugar/);
    expect(rows()).toEqual(['266 ml sugar', '2,5 kg potatoes', '3 eggs']);
  });

  it('converts metric sums into US units for an en-US browser, US sums kept as today', async () => {
    browser(['en-US']);
    show();
    await screen.findByText(/sugar/);
    expect(rows()).toEqual(['1 cup + 2 tablespoons sugar', '5½ lb potatoes', '3 eggs']);
  });
});
