import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store.ts';
import { fullRecipe, listRow } from '../../../test/fixtures.ts';
import { fakeApi, sentBody } from '../../../test/fake-server.ts';
import { WithI18n } from '../../../test/render.tsx';
import { AddRecipePage } from '../pages/add-recipe-page.tsx';
import { UpdateRecipePage } from '../pages/update-recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/addrecipe', Component: AddRecipePage },
      { path: '/admin/updaterecipe/:id', Component: UpdateRecipePage },
    ],
    { initialEntries: [url] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
    { wrapper: WithI18n },
  );
}

describe('A line that is a recipe, on the admin recipe form', () => {
  it('finds a recipe by name and sends its id, amount and measurement, not a text', async () => {
    const log = fakeApi({
      'GET /api/recipes': { body: { rows: [listRow(9, { name: 'basil pesto' })], count: 1 } },
      'POST /api/recipes/add-recipe': { status: 201, body: fullRecipe(42) },
    });
    const user = userEvent.setup();
    renderAt('/admin/addrecipe');
    await user.type(screen.getByLabelText(/^Name/), 'Pesto Pasta');
    await user.type(screen.getByLabelText(/^Recipe URL/), 'https://example.com/pasta');
    await user.type(screen.getByLabelText(/^Image URL/), 'https://example.com/pasta.jpg');
    await user.type(screen.getByLabelText(/^Servings/), '4');
    await user.type(screen.getByLabelText(/^Cook Time/), '25');
    await user.selectOptions(screen.getByLabelText(/^Cuisine/), 'soup');
    await user.type(screen.getByLabelText('Ingredient 1'), 'penne');
    await user.click(screen.getByRole('button', { name: '+ Add ingredient' }));
    await user.click(screen.getByRole('button', { name: 'Line 2: a recipe' }));
    await user.type(screen.getByRole('searchbox', { name: 'Recipe for line 2' }), 'pesto');
    await user.click(await screen.findByRole('button', { name: 'Basil Pesto' }, { timeout: 3000 }));
    expect(screen.getByText(/Line 2 includes the recipe/).textContent).toContain('Basil Pesto');
    expect(screen.queryByLabelText('Ingredient 2')).toBeNull();
    const qty = screen.getByLabelText('Qty', { selector: '#ingredient-1-qty' });
    await user.clear(qty);
    await user.type(qty, '2');
    const measurement = screen.getByLabelText('Measurement', { selector: '#ingredient-1-measurement' });
    await user.clear(measurement);
    await user.type(measurement, 'serving');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await vi.waitFor(() => expect(log.mock.calls.some(([url]) => url === '/api/recipes/add-recipe')).toBe(true));
    const index = log.mock.calls.findIndex(([url]) => url === '/api/recipes/add-recipe');
    expect(sentBody(log, index).ingredients).toEqual([
      { name: 'penne', qty: 1, measurement: 'whole' },
      { recipeId: 9, name: 'basil pesto', qty: 2, measurement: 'serving' },
    ]);
  });

  it('keeps a sub-recipe line a recipe when an edited recipe is saved', async () => {
    const recipe = fullRecipe(3, {
      lineItems: [
        {
          id: 31,
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
    const log = fakeApi({
      'GET /api/recipes/3': { body: recipe },
      'GET /api/recipes/3/nutrition': { status: 404, body: { error: 'no', code: 'NOT_FOUND' } },
      'PUT /api/recipes/3': { body: recipe },
    });
    const user = userEvent.setup();
    renderAt('/admin/updaterecipe/3');
    expect((await screen.findByText(/Line 1 includes the recipe/)).textContent).toContain('Pesto');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await vi.waitFor(() => expect(log.mock.calls.some(([, init]) => init.method === 'PUT')).toBe(true));
    const index = log.mock.calls.findIndex(([, init]) => init.method === 'PUT');
    expect(sentBody(log, index).ingredients).toEqual([{ recipeId: 9, name: 'pesto', qty: 1, measurement: 'batch' }]);
  });
});
