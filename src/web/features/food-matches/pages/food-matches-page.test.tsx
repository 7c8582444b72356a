import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, fakeApi, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { FoodMatchesPage } from './food-matches-page.tsx';

const russet = { id: 11353, ndb: '11353', name: 'Potatoes, russet, flesh and skin, raw' };
const nullPer100g = {
  kcal: 1,
  protein: 1,
  fat: 1,
  saturatedFat: 1,
  carbohydrate: 1,
  sugars: null,
  fiber: 1,
  sodium: 1,
};

const open = () => renderPage(<FoodMatchesPage />, { url: '/admin/foodMatches', path: '/admin/foodMatches' });

describe('FoodMatchesPage', () => {
  it('sets a match: the name as written and the food picked from the search', async () => {
    const user = userEvent.setup();
    let rows: { name: string; food: typeof russet }[] = [];
    const log = fakeApi({
      'GET /api/admin/food-matches': () => ({ body: { rows, count: rows.length } }),
      'GET /api/foods': { body: { rows: [{ ...russet, per100g: nullPer100g, measures: [] }], count: 1 } },
      'PUT /api/admin/food-matches': (init) => {
        rows = [{ name: 'potato', food: russet }];
        expect(bodyOf(init)).toEqual({ name: 'potato', foodId: russet.id });
        return json(200, rows[0]);
      },
    });
    open();
    expect(await screen.findByText('No food matches yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Ingredient name' }), 'potato');
    await user.type(screen.getByRole('searchbox', { name: 'Food' }), 'russet');
    await user.click(await screen.findByRole('button', { name: russet.name }, { timeout: 3000 }));
    await user.click(screen.getByRole('button', { name: 'Set match' }));
    const row = (await screen.findByRole('cell', { name: 'potato' })).closest('tr')!;
    expect(within(row).getByText(russet.name)).toBeTruthy();
    expect(log.mock.calls.filter(([, init]) => init.method === 'PUT')).toHaveLength(1);
  });

  it('asks for a food before sending, and deletes a match by its name', async () => {
    const user = userEvent.setup();
    let rows = [{ name: 'green onion', food: russet }];
    const log = fakeApi({
      'GET /api/admin/food-matches': () => ({ body: { rows, count: rows.length } }),
      'DELETE /api/admin/food-matches/green%20onion': () => {
        rows = [];
        return {};
      },
    });
    open();
    await user.type(await screen.findByRole('textbox', { name: 'Ingredient name' }), 'leek');
    await user.click(screen.getByRole('button', { name: 'Set match' }));
    expect(await screen.findByText('Choose a food from the search.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Delete the match of green onion' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'green onion' })).toBeNull());
    const methods = log.mock.calls.map(([url, init]) => `${init.method} ${url}`);
    expect(methods).toContain('DELETE /api/admin/food-matches/green%20onion');
    expect(methods.some((m) => m.startsWith('PUT'))).toBe(false);
  });
});
