import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fullRecipe } from '../../../test/fixtures.ts';
import { fakeApi } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { RecipePage } from '../pages/recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

// Pasta for 4: 200 g penne, 1 batch of Pesto (which makes 2 and includes Garlic paste), salt.
const pasta = fullRecipe(3, {
  lineItems: [
    {
      id: 31,
      qty: 200,
      qtyMax: null,
      measurement: 'gram',
      comment: '',
      text: '200 g penne',
      ingredient: { name: 'penne' },
      recipe: null,
    },
    {
      id: 32,
      qty: 1,
      qtyMax: null,
      measurement: 'batch',
      comment: '',
      text: '1 batch Pesto',
      ingredient: { name: 'pesto' },
      recipe: { id: 9, name: 'pesto', servings: 2 },
    },
  ],
});
const pesto = { id: 9, name: 'pesto' };
const garlicPaste = { id: 12, name: 'garlic paste' };
const expanded = (servings: number) => {
  const k = servings / 4;
  return {
    recipeId: 3,
    servings,
    lines: [
      { text: '200 g penne', qty: 200 * k, qtyMax: null, unit: 'gram', name: 'penne', from: [] },
      {
        text: '2 cups basil leaves, packed',
        qty: 2 * k,
        qtyMax: null,
        unit: 'cup',
        name: 'basil leaves',
        from: [pesto],
      },
      { text: '1 clove garlic', qty: k, qtyMax: null, unit: 'clove', name: 'garlic', from: [pesto, garlicPaste] },
    ],
  };
};

const serve = () =>
  fakeApi({
    'GET /api/recipes/3': { body: pasta },
    'GET /api/user/me/favoritedrecipes': { body: [] },
    'GET /api/user/me/dislikedrecipes': { body: [] },
    'GET /api/recipes/3/ingredients': (_init, url) => ({ body: expanded(Number(url.searchParams.get('servings'))) }),
  });

const ingredients = () => within(screen.getByRole('heading', { name: 'Ingredients' }).closest('section')!);

describe('Sub-recipe lines on the recipe page', () => {
  it("links the sub-recipe's line to its page and lists its lines beneath it, scaled with the Servings field", async () => {
    const log = serve();
    renderPage(<RecipePage />, { url: '/user/recipes/3', path: '/user/recipes/:recipeId' });
    await screen.findByRole('heading', { name: 'Ingredients' });
    const link = await ingredients().findByRole('link', { name: '1 batch Pesto' });
    expect(link.getAttribute('href')).toBe('/user/recipes/9');
    const beneath = () =>
      within(link.closest('li')!.querySelector('ul')!)
        .getAllByRole('listitem')
        .map((li) => li.textContent);
    expect(await ingredients().findByText('2 cups basil leaves, packed')).toBeTruthy();
    expect(beneath()).toEqual(['2 cups basil leaves, packed', '1 clove garlic (in Garlic Paste)']);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings' }), { target: { value: '8' } });
    expect(await ingredients().findByText('4 cups basil leaves, packed')).toBeTruthy();
    expect(beneath()).toEqual(['4 cups basil leaves, packed', '2 cloves garlic (in Garlic Paste)']);
    expect(log.mock.calls.map(([url]) => url)).toContain('/api/recipes/3/ingredients?servings=8');
  });

  it('lists the sub-recipe lines in cook mode too', async () => {
    serve();
    renderPage(<RecipePage />, { url: '/user/recipes/3', path: '/user/recipes/:recipeId' });
    await screen.findByRole('heading', { name: 'Ingredients' });
    await ingredients().findByText('2 cups basil leaves, packed');
    fireEvent.click(screen.getByRole('button', { name: 'Cook mode' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ingredients', expanded: false }));
    const cookList = within(screen.getByRole('dialog')).getByRole('region', { name: 'Ingredients' });
    expect(
      within(cookList)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['7 oz penne', '1 batch Pesto', '2 cups basil leaves, packed', '1 clove garlic (in Garlic Paste)']);
  });

  it('does not ask for the expanded lines of a recipe without sub-recipes', async () => {
    const log = fakeApi({
      'GET /api/recipes/3': { body: fullRecipe(3) },
      'GET /api/user/me/favoritedrecipes': { body: [] },
      'GET /api/user/me/dislikedrecipes': { body: [] },
    });
    renderPage(<RecipePage />, { url: '/user/recipes/3', path: '/user/recipes/:recipeId' });
    await screen.findByRole('heading', { name: 'Ingredients' });
    expect(log.mock.calls.map(([url]) => url).filter((u) => u.includes('/ingredients'))).toEqual([]);
  });
});
