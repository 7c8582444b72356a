import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { makeStore } from '../../../app/store.ts';
import { fullRecipe } from '../../../test/fixtures.ts';
import { fakeApi, sentBody } from '../../../test/fake-server.ts';
import { WithI18n } from '../../../test/render.tsx';
import { AddRecipePage } from '../pages/add-recipe-page.tsx';
import { typedAmount } from './recipe-form-schema.ts';

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

/** The amounts of the payload sent for one ingredient whose Qty was typed as `typed`. */
async function sentQty(typed: string, beforeSubmit?: () => void) {
  const fetchMock = fakeApi({
    'POST /api/recipes/add-recipe': { status: 201, body: fullRecipe(42, { name: 'Tomato Soup' }) },
  });
  const user = userEvent.setup();
  const router = renderPage();
  // By id: the labels are in the language shown (the German test checks a few of them).
  const field = (id: string) => document.getElementById(id)!;
  await user.type(field('recipe-name'), 'Tomato Soup');
  await user.type(field('recipe-url'), 'https://example.com/soup');
  await user.type(field('recipe-img'), 'https://example.com/soup.jpg');
  await user.type(field('recipe-servings'), '4');
  await user.type(field('recipe-cookTime'), '25');
  await user.selectOptions(field('recipe-cuisines-0'), 'soup');
  await user.type(field('ingredient-0-name'), 'cream');
  await user.type(field('ingredient-0-qty'), typed);
  await user.type(field('ingredient-0-measurement'), 'cups');
  beforeSubmit?.();
  await user.click(document.querySelector<HTMLButtonElement>('.recipe-form button[type="submit"]')!);
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admin/updaterecipe/42'));
  return (sentBody(fetchMock, 0) as { ingredients: { qty: number }[] }).ingredients[0]!.qty;
}

describe('amount fields (api/languages.md, "Amounts typed by people")', () => {
  it('accept "1,5" typed in the Qty field and send 1.5', async () => {
    expect(await sentQty('1,5')).toBe(1.5);
  });

  it('accept "1 1/2" in German too', async () => {
    await activateLanguage('de');
    // The form speaks German: its labels and cuisines from the catalog.
    const german = () => {
      expect(screen.getByLabelText('Zutat 1')).toBeTruthy();
      expect(screen.getByLabelText('Menge', { selector: '#ingredient-0-qty' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'Suppe' })).toBeTruthy();
    };
    expect(await sentQty('1 1/2', german)).toBe(1.5);
  });

  it('read every written form, in the active language, and keep text that is not one amount', async () => {
    for (const text of ['0,5', '½', '1⁄2']) expect(typedAmount(text, 'de')).toBe('0.5');
    for (const text of ['1,5', '1½', '1 1/2', '1.5']) expect(typedAmount(text, 'en')).toBe('1.5');
    expect(typedAmount('1,500', 'en')).toBe('1500');
    expect(typedAmount('1,500', 'de')).toBe('1.5');
    expect(typedAmount('a pinch', 'en')).toBe('a pinch');
  });
});
