import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { makeStore } from '../../../app/store.ts';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { fullRecipe } from '../../../test/fixtures.ts';
import { fakeApi, sentBody } from '../../../test/fake-server.ts';
import { WithI18n } from '../../../test/render.tsx';
import { AddRecipePage } from './add-recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: '/admin/addrecipe', Component: AddRecipePage },
      { path: '/admin/updaterecipe/:id', element: <h1>Edit page</h1> },
    ],
    { initialEntries: ['/admin/addrecipe'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
    { wrapper: WithI18n },
  );
  return router;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Name/), 'Tomato Soup');
  await user.type(screen.getByLabelText(/^Recipe URL/), 'https://example.com/soup');
  await user.type(screen.getByLabelText(/^Image URL/), 'https://example.com/soup.jpg');
  await user.type(screen.getByLabelText(/^Servings/), '4');
  await user.type(screen.getByLabelText(/^Cook Time/), '25');
  await user.selectOptions(screen.getByLabelText(/^Cuisine/), 'soup');
}

describe('AddRecipePage', () => {
  it('keeps Submit disabled until every required field and an ingredient name are given', async () => {
    const user = userEvent.setup();
    renderPage();
    const submit = screen.getByRole<HTMLButtonElement>('button', { name: 'Submit' });
    expect(submit.disabled).toBe(true);
    await fillRequired(user);
    expect(submit.disabled).toBe(true);
    await user.type(screen.getByLabelText('Ingredient 1'), 'tomatoes');
    expect(submit.disabled).toBe(false);
    await user.clear(screen.getByLabelText(/^Servings/));
    expect(submit.disabled).toBe(true);
  });

  it("sends qty 1 and 'whole' for empty cells, numbers for servings and cook time", async () => {
    const fetchMock = fakeApi({
      'POST /api/recipes/add-recipe': { status: 201, body: fullRecipe(42, { name: 'Tomato Soup' }) },
    });
    const user = userEvent.setup();
    const router = renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Ingredient 1'), 'tomatoes');
    await user.click(screen.getByRole('button', { name: '+ Add ingredient' }));
    await user.type(screen.getByLabelText('Ingredient 2'), 'cream');
    await user.type(screen.getByLabelText('Qty', { selector: '#ingredient-1-qty' }), '0.5');
    await user.type(screen.getByLabelText('Measurement', { selector: '#ingredient-1-measurement' }), 'cups');
    await user.click(screen.getByLabelText('Oven'));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/updaterecipe/42'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/recipes/add-recipe');
    expect(sentBody(fetchMock, 0)).toEqual({
      recipeDetails: {
        name: 'Tomato Soup',
        url: 'https://example.com/soup',
        img: 'https://example.com/soup.jpg',
        servings: 4,
        cookTime: 25,
        isActive: true,
      },
      cuisines: ['soup'],
      restrictions: [],
      appliances: ['oven'],
      ingredients: [
        { name: 'tomatoes', qty: 1, measurement: 'whole' },
        { name: 'cream', qty: 0.5, measurement: 'cups' },
      ],
      instructions: [],
      keywords: [],
      ingredientSections: [],
      instructionSections: [],
    });
  });

  it("shows the server's 400 details on their fields", async () => {
    fakeApi({
      'POST /api/recipes/add-recipe': {
        status: 400,
        body: {
          error: 'Name is taken.',
          code: 'VALIDATION_FAILED',
          details: { 'recipeDetails.name': 'name is taken' },
        },
      },
    });
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.type(screen.getByLabelText('Ingredient 1'), 'tomatoes');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is taken')).toBeTruthy();
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows format errors on submit', async () => {
    const fetchMock = fakeApi({});
    const user = userEvent.setup();
    renderPage();
    await fillRequired(user);
    await user.clear(screen.getByLabelText(/^Recipe URL/));
    await user.type(screen.getByLabelText(/^Recipe URL/), 'soup recipe');
    await user.type(screen.getByLabelText('Ingredient 1'), 'tomatoes');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Url must be an absolute http(s) URL')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
