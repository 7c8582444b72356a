import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullRecipe } from '../../../test/fixtures.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { RecipePage } from '../pages/recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

describe('recipe page: fields of imported recipes', () => {
  it('shows the description, the keywords and the section headings', async () => {
    const recipe = fullRecipe(3, {
      description: 'A weeknight bake.',
      keywords: ['Comfort', 'Quick'],
      ingredientSections: [{ title: 'For the topping', start: 2 }],
      instructionSections: [
        { title: 'Prepare', start: 0 },
        { title: 'Bake', start: 1 },
      ],
    });
    fakeApi({
      'GET /api/recipes/3': { body: recipe },
      'GET /api/user/me/favoritedrecipes': { body: [] },
      'GET /api/user/me/dislikedrecipes': { body: [] },
    });
    renderPage(<RecipePage />, { url: '/user/recipes/3', path: '/user/recipes/:recipeId' });
    expect(await screen.findByText('A weeknight bake.')).toBeTruthy();
    const keywords = screen.getByRole('list', { name: 'Keywords' });
    expect(
      within(keywords)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Comfort', 'Quick']);
    const ingredients = within(screen.getByRole('heading', { name: /Ingredients/ }).closest('section')!);
    expect(ingredients.getByRole('heading', { name: 'For the topping' })).toBeTruthy();
    expect(ingredients.getAllByRole('listitem')).toHaveLength(3);
    const method = within(screen.getByRole('heading', { name: 'Method' }).closest('section')!);
    expect(method.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Prepare', 'Bake']);
    // Numbering runs on across sections.
    expect(method.getAllByRole('list')[1].getAttribute('start')).toBe('2');
  });
});
