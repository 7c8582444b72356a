import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { costFixture, fullRecipe, nutritionFixture } from '../../../test/fixtures.ts';
import { fakeApi, type FakeRoutes } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { RecipePage } from '../pages/recipe-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const servingsOf = (url: URL) => Number(url.searchParams.get('servings'));

const serve = (routes: FakeRoutes = {}) =>
  fakeApi({
    'GET /api/recipes/3': { body: fullRecipe(3) },
    'GET /api/user/me/favoritedrecipes': { body: [] },
    'GET /api/user/me/dislikedrecipes': { body: [] },
    'GET /api/recipes/3/nutrition': (_init, url) => ({ body: nutritionFixture(3, servingsOf(url)) }),
    'GET /api/recipes/3/cost': (_init, url) => ({ body: costFixture(3, servingsOf(url)) }),
    'GET /api/recipes/3/cooklog': { body: { rows: [], count: 0 } },
    ...routes,
  });

const open = (url = '/user/recipes/3') => renderPage(<RecipePage />, { url, path: '/user/recipes/:recipeId' });
// The panels' code loads lazily, which can take a while on a busy machine.
const region = (name: string) => screen.findByRole('region', { name }, { timeout: 5000 });

describe('Nutrition and cost on the recipe page', () => {
  it('shows kcal and the seven nutrients of a serving, the lines not counted and why, and the source', async () => {
    serve();
    open();
    const panel = await region('Nutrition per serving');
    expect(await within(panel).findByText('412 kcal')).toBeTruthy();
    const nutrients = within(panel)
      .getAllByRole('term')
      .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`);
    expect(nutrients).toEqual([
      'Protein 12.5 g',
      'Fat 9.1 g',
      'Saturated fat 2.4 g',
      'Carbohydrate 68.2 g',
      'Sugars 3.1 g',
      'Fibre 2.6 g',
      'Sodium 380 mg',
    ]);
    expect(within(panel).getByText('1 of 3 lines not counted')).toBeTruthy();
    expect(within(panel).getByRole('listitem').textContent).toBe('sea salt, to taste: no amount');
    expect(within(panel).getByText('Source: USDA SR24')).toBeTruthy();
  });

  it('shows the money of a serving in the currency, and the total', async () => {
    serve();
    open();
    const panel = await region('Cost per serving');
    expect(await within(panel).findByText('$0.85')).toBeTruthy();
    expect(within(panel).getByText('Total $3.40 for 4 servings')).toBeTruthy();
    expect(within(panel).queryByText(/No price/)).toBeNull();
  });

  it('names the lines without a price, with a link to Prices, and never shows a total', async () => {
    serve({
      'GET /api/recipes/3/cost': {
        body: {
          ...costFixture(3),
          complete: false,
          total: null,
          perServing: null,
          partialTotal: 1.2,
          partialPerServing: 0.3,
          missing: [
            { text: '2 eggs', from: [], reason: 'no-price' },
            { text: '100 g pesto base', from: [{ id: 9, name: 'pesto' }], reason: 'no-food' },
            { text: 'sea salt, to taste', from: [], reason: 'no-amount' },
          ],
        },
      },
    });
    open();
    const panel = await region('Cost per serving');
    expect(await within(panel).findByText('No price for 2 lines')).toBeTruthy();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 eggs: no price', '100 g pesto base (in Pesto): no food matched']);
    expect(within(panel).getByRole('link', { name: 'Prices' }).getAttribute('href')).toBe('/user/prices');
    expect(within(panel).queryByText('$0.85')).toBeNull();
    expect(within(panel).getByText('The priced lines come to $0.30 a serving, $1.20 in all.')).toBeTruthy();
  });

  it('asks again for the servings typed in the Servings field', async () => {
    const log = serve();
    open();
    const cost = await region('Cost per serving');
    await within(cost).findByText('Total $3.40 for 4 servings');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Servings' }), { target: { value: '6' } });
    expect(await within(cost).findByText('Total $5.10 for 6 servings')).toBeTruthy();
    const asked = log.mock.calls.map(([url]) => url);
    expect(asked).toContain('/api/recipes/3/nutrition?servings=6');
    expect(asked).toContain('/api/recipes/3/cost?servings=6');
  });

  it('stays quiet when the answers fail: the headings and a short note, no alert', async () => {
    serve({
      'GET /api/recipes/3/nutrition': { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } },
      'GET /api/recipes/3/cost': { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } },
    });
    open();
    const panel = await region('Nutrition per serving');
    expect(await within(panel).findByText('Nutrition is not available right now.')).toBeTruthy();
    expect(await within(await region('Cost per serving')).findByText('Cost is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
