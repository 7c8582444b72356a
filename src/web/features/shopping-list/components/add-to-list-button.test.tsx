import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { describe, expect, it, vi } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { bodyOf, fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { AddToListButton } from './add-to-list-button.tsx';
import { mainListIdentity } from '../../../test/list-fixture.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const list = (recipeIds: number[]): ItemList => ({
  id: 1,
  ...mainListIdentity,
  version: recipeIds.length,
  completedAt: null,
  recipes: recipeIds.map((id) => ({ id, name: `r${id}`, img: '/x.svg', servings: 4, recipeServings: 4 })),
  items: [],
  members: [{ username: 'cook' }],
});

describe('AddToListButton', () => {
  it('sends the recipe with its servings in one request and says so', async () => {
    let current = list([]);
    const log = fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, current);
      if (url.pathname === '/api/lists/current/recipes') {
        current = list([5]);
        return json(200, current);
      }
      return undefined;
    });
    const user = userEvent.setup();
    renderPage(<AddToListButton recipeId={5} servings={6} />, { url: '/r', path: '/r' });
    await waitFor(() => expect(log).toHaveBeenCalledWith('/api/lists/current', expect.anything()));
    await user.click(screen.getByRole('button', { name: 'Add To List' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Added recipe to shopping list!', expect.anything()),
    );
    const posts = log.mock.calls.filter(([path]) => path === '/api/lists/current/recipes');
    expect(posts.map(([, init]) => bodyOf(init))).toEqual([{ recipes: [{ id: 5, servings: 6 }] }]);
    // Now on the list: a second tap warns and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Add To List' }));
    expect(toast.warning).toHaveBeenCalledWith('Recipe already in shopping list', expect.anything());
    expect(log.mock.calls.filter(([path]) => path === '/api/lists/current/recipes')).toHaveLength(1);
  });

  it('shows a refused add as an error', async () => {
    fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/lists/current' && init.method === 'GET') return json(200, list([]));
      if (url.pathname === '/api/lists/current/recipes')
        return json(404, { error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' });
      return undefined;
    });
    const user = userEvent.setup();
    renderPage(<AddToListButton recipeId={9} />, { url: '/r', path: '/r' });
    await user.click(screen.getByRole('button', { name: 'Add To List' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(expect.stringContaining('Could not add to the shopping list')),
    );
  });
});
