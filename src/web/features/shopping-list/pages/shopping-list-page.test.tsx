import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RETAILER_LANDING_URL } from '#domain/retailer.ts';
import { fullRecipe } from '../../../test/fixtures.ts';
import { fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { ShoppingListPage } from './shopping-list-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));
const converted = { ingredients: [{ name: 'flour', quantityList: [{ unit: 'CUPS', amount: 1.5 }] }] };

function server(recipes = [fullRecipe(1), fullRecipe(2, { name: 'tomato soup' })]) {
  return fakeApiRoutes((url) => {
    if (url.pathname === '/api/user/me/currentList') return json(200, { id: 3, recipes });
    if (url.pathname === '/api/amazon/convertshoppinglist') return json(200, converted);
    return undefined;
  });
}

describe('ShoppingListPage', () => {
  it('ticking a recipe ticks and highlights all of its ingredients', async () => {
    server();
    const user = userEvent.setup();
    renderPage(<ShoppingListPage />, { url: '/user/shoppingList', path: '/user/shoppingList' });
    expect(screen.getByRole('heading', { level: 1, name: 'Main Shopping List' })).toBeTruthy();
    const recipeBox = await screen.findByRole('checkbox', { name: 'Tick all of Recipe Number 1' });
    const ingredients = screen.getByRole('list', { name: 'Ingredients of Recipe Number 1' });
    const boxes = () => [...ingredients.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
    expect(boxes().map((b) => b.checked)).toEqual([false, false, false]);

    await user.click(recipeBox);
    expect(boxes().map((b) => b.checked)).toEqual([true, true, true]);
    expect([...ingredients.querySelectorAll('li')].every((li) => li.classList.contains('is-checked'))).toBe(true);
    expect(screen.getByText(/3 of 6 ingredients ticked/)).toBeTruthy();

    await user.click(boxes()[0]);
    expect((recipeBox as HTMLInputElement).checked).toBe(false);
    expect((recipeBox as HTMLInputElement).indeterminate).toBe(true);
  });

  it('shows quantities as fractions, none for to taste, and title-cased names', async () => {
    server();
    renderPage(<ShoppingListPage />, { url: '/user/shoppingList', path: '/user/shoppingList' });
    const list = await screen.findByRole('list', { name: 'Ingredients of Recipe Number 1' });
    expect([...list.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      '1 1/2 cups All-Purpose Flour',
      '2 Eggs',
      'Sea Salt (to taste)',
    ]);
  });

  it('posts the converted list to the retailer in a new tab', async () => {
    server();
    renderPage(<ShoppingListPage />, { url: '/user/shoppingList', path: '/user/shoppingList' });
    const button = await screen.findByRole('button', { name: /Order On Amazon/ });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    const form = button.closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(RETAILER_LANDING_URL);
    expect(form.getAttribute('target')).toBe('_blank');
    const hidden = form.querySelector<HTMLInputElement>('input[type=hidden][name=ingredients]')!;
    expect(JSON.parse(hidden.value)).toEqual(converted);
  });

  it('shows the empty state, with the order button disabled', async () => {
    server([]);
    renderPage(<ShoppingListPage />, { url: '/user/shoppingList', path: '/user/shoppingList' });
    expect(await screen.findByText('No recipes in current list')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Order On Amazon/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Mark as Complete!' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: /Find Nearby Stores/ }).getAttribute('href')).toBe('/map');
  });
});
