import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullRecipe } from '../../../test/fixtures.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { RecipePage } from './recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const open = () => renderPage(<RecipePage />, { url: '/user/recipes/3', path: '/user/recipes/:recipeId' });

describe('RecipePage', () => {
  it('shows the lines as written, with their notes, and the method as numbered steps', async () => {
    const recipe = fullRecipe(3);
    recipe.lineItems[0] = { ...recipe.lineItems[0], text: '1 1/2 cups all-purpose flour', comment: 'sifted' };
    fakeApi({
      'GET /api/recipes/3': { body: recipe },
      'GET /api/user/me/favoritedrecipes': { body: [] },
      'GET /api/user/me/dislikedrecipes': { body: [] },
    });
    open();
    const method = await screen.findByRole('heading', { name: 'Method' });
    const steps = within(method.closest('section')!).getAllByRole('listitem');
    expect(method.closest('section')!.querySelector('ol')).toBeTruthy();
    expect(steps.map((li) => li.textContent)).toEqual(['Mix everything.', 'Bake for 30 minutes.']);
    const ingredients = within(screen.getByRole('heading', { name: /Ingredients/ }).closest('section')!);
    expect(ingredients.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '1 1/2 cups all-purpose flour, sifted',
      '2 eggs',
      'sea salt, to taste',
    ]);
  });

  it('has no Method section for a recipe without steps', async () => {
    fakeApi({
      'GET /api/recipes/3': { body: fullRecipe(3, { instructions: [] }) },
      'GET /api/user/me/favoritedrecipes': { body: [] },
      'GET /api/user/me/dislikedrecipes': { body: [] },
    });
    open();
    expect(await screen.findByRole('heading', { name: /Ingredients/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Method' })).toBeNull();
  });
});
