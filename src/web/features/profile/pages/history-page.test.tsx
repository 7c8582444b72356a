import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { HistoryPage } from './history-page.tsx';
import { mainListIdentity } from '../../../test/list-fixture.ts';

const bought: ItemList = {
  id: 4,
  ...mainListIdentity,
  version: 6,
  completedAt: '2026-03-05T12:00:00.000Z',
  recipes: [{ id: 1, name: 'Tomato Soup', img: '/x.svg', servings: 4, recipeServings: 4 }],
  items: [
    {
      id: 9,
      name: 'tomatoes',
      amounts: [{ qty: 4, unit: null }],
      checked: true,
      category: 'produce',
      sources: [{ recipeId: 1, text: '4 tomatoes' }],
    },
  ],
  members: [{ username: 'cook' }],
};

describe('HistoryPage', () => {
  it('shows each completed list as it was bought', async () => {
    fakeApiRoutes((url) =>
      url.pathname === '/api/lists/history' ? json(200, { rows: [bought], count: 1 }) : undefined,
    );
    renderPage(<HistoryPage />, { url: '/user/profile/history', path: '/user/profile/history' });
    const entry = (await screen.findByText(/Recipe List 1 - Marked Complete on March 5, 2026/)).closest('li')!;
    expect(within(entry).getByText(/1 recipe: Tomato Soup/)).toBeTruthy();
    expect(within(entry).getByText('4 tomatoes')).toBeTruthy();
    expect(within(entry).getByText('(bought)')).toBeTruthy();
  });

  it('speaks German: heading, title with a German date, counts', async () => {
    await activateLanguage('de');
    fakeApiRoutes((url) =>
      url.pathname === '/api/lists/history' ? json(200, { rows: [bought], count: 1 }) : undefined,
    );
    renderPage(<HistoryPage />, { url: '/user/profile/history', path: '/user/profile/history' });
    expect(screen.getByRole('heading', { level: 1, name: 'Verlauf' })).toBeTruthy();
    const entry = (await screen.findByText(/Einkaufsliste 1 – abgeschlossen am 5\. März 2026/)).closest('li')!;
    expect(within(entry).getByText('1 Rezept: Tomato Soup · 1 Artikel')).toBeTruthy();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    fakeApiRoutes((url) =>
      url.pathname === '/api/lists/history'
        ? fail
          ? json(503, { error: 'Database unavailable', code: 'UNAVAILABLE' })
          : json(200, { rows: [bought], count: 1 })
        : undefined,
    );
    const user = userEvent.setup();
    renderPage(<HistoryPage />, { url: '/user/profile/history', path: '/user/profile/history' });
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('4 tomatoes')).toBeTruthy();
  });
});
