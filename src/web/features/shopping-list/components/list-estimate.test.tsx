import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { ShoppingListPage } from '../pages/shopping-list-page.tsx';
import { mainListIdentity } from '../../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const item = (id: number, name: string) => ({
  id,
  name,
  amounts: [{ qty: 1, unit: 'cup' }],
  checked: false,
  category: 'produce',
  sources: [{ recipeId: null, text: `1 cup ${name}` }],
});
const list = (estimate?: ItemList['estimate']): ItemList => ({
  id: 7,
  ...mainListIdentity,
  version: 1,
  completedAt: null,
  recipes: [],
  items: [item(11, 'rice'), item(12, 'basil'), item(13, 'saffron')],
  members: [{ username: 'cook' }],
  ...(estimate ? { estimate } : {}),
});

const open = (answer: ItemList) => {
  fakeApiRoutes((url, init) =>
    url.pathname === '/api/lists/current' && init.method === 'GET' ? json(200, answer) : undefined,
  );
  renderPage(<ShoppingListPage />, { url: '/user/shoppingList', path: '/user/shoppingList' });
};

describe('The estimated total on the shopping list', () => {
  it('shows the total in the currency when every item is priced', async () => {
    open(list({ currency: 'USD', complete: true, total: 12.4, partialTotal: 12.4, missing: [] }));
    const estimate = (await screen.findByText(/Estimated total/)).closest('p')!;
    expect(estimate.textContent).toBe('Estimated total: $12.40');
    expect(screen.queryByText(/without a price/)).toBeNull();
  });

  it('says how many items have no price, names them, and never shows the partial sum as the total', async () => {
    open(
      list({
        currency: 'USD',
        complete: false,
        total: null,
        partialTotal: 3.1,
        missing: [
          { itemId: 12, name: 'basil' },
          { itemId: 13, name: 'saffron' },
        ],
      }),
    );
    expect((await screen.findByText(/Estimated total/)).closest('p')!.textContent).toBe(
      'Estimated total: at least $3.10',
    );
    const summary = screen.getByText('2 items without a price');
    const details = summary.closest('details')!;
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['basil', 'saffron']);
    expect(within(details).getByRole('link', { name: 'Add prices' }).getAttribute('href')).toBe('/user/prices');
  });

  it('shows nothing of an estimate when the list has none', async () => {
    open(list());
    await screen.findAllByText(/rice/);
    expect(screen.queryByText(/Estimated total/)).toBeNull();
    expect(screen.queryByText(/without a price/)).toBeNull();
  });
});
