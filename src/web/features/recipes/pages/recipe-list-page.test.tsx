import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { fullRecipe, listRow } from '../../../test/fixtures.ts';
import { fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { LOAD_MORE_DELAY_MS, RecipeListPage } from './recipe-list-page.tsx';
import { SEARCH_DEBOUNCE_MS } from '../components/recipe-search-box.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));
function catalogue(total = 30) {
  return fakeApiRoutes((url) => {
    if (url.pathname === '/api/recipes/of-the-day') return json(200, fullRecipe(99, { name: 'daily special' }));
    if (url.pathname !== '/api/recipes') return undefined;
    if (url.searchParams.get('cuisine') === 'soup') return json(200, { rows: [], count: 0 });
    const q = url.searchParams.get('q');
    if (q) return json(200, { rows: [listRow(7, { name: `found ${q}` })], count: 1 });
    const page = Number(url.searchParams.get('page'));
    const from = (page - 1) * 25;
    const ids = Array.from({ length: Math.max(0, Math.min(25, total - from)) }, (_, i) => from + i + 1);
    return json(200, { rows: ids.map((id) => listRow(id)), count: total });
  });
}

const open = () => renderPage(<RecipeListPage />, { url: '/user/recipes?page=1', path: '/user/recipes' });
const cards = () => screen.queryAllByRole('article');

describe('RecipeListPage', () => {
  it("shows 25 cards, then 'Loading' for 2 seconds, then the next page", async () => {
    catalogue(30);
    const { router } = open();
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(within(cards()[0]).getByRole('link', { name: 'Recipe Number 1' })).toBeTruthy();
    expect(within(cards()[0]).getByText(/Servings: 4/)).toBeTruthy();

    // Only setTimeout is faked, so the page's 2 s pause is stepped through while the fake network answers.
    // fireEvent, not userEvent: Testing Library's async helpers wait on setTimeout themselves.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
      expect(screen.getByRole('button', { name: 'Loading' })).toBeTruthy();
      await act(() => vi.advanceTimersByTimeAsync(LOAD_MORE_DELAY_MS - 1));
      expect(screen.getByRole('button', { name: 'Loading' })).toBeTruthy();
      expect(cards()).toHaveLength(25);
      await act(() => vi.advanceTimersByTimeAsync(1));
      // The grid adds the new cards a few per task (RecipeResultsGrid): step through those tasks too.
      for (let step = 0; step < 10 && cards().length < 30; step++) await act(() => vi.advanceTimersByTimeAsync(0));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('a ?page=3 link loads pages 1 to 3, one request each, and shows 75 cards', async () => {
    const requests = catalogue(80);
    renderPage(<RecipeListPage />, { url: '/user/recipes?page=3', path: '/user/recipes' });
    // Three pages one after another: generous on a busy machine.
    await waitFor(() => expect(cards()).toHaveLength(75), { timeout: 10_000 });
    const pages = requests.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .filter((url) => url.pathname === '/api/recipes')
      .map((url) => url.searchParams.get('page'));
    expect(pages).toEqual(['1', '2', '3']);
    expect(screen.getByRole('button', { name: 'Load More' })).toBeTruthy();
  });

  it("shows 'Recipe of the Day' only while both filters are 'all', and 'No Matches' when nothing matches", async () => {
    catalogue(30);
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('Recipe of the Day')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Serving size'), 'ascending');
    expect(screen.getByText('Recipe of the Day')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Cuisine'), 'soup');
    expect(await screen.findByText('No Matches')).toBeTruthy();
    expect(screen.queryByText('Recipe of the Day')).toBeNull();
  });

  it('searches as you type, once the typing pauses, and keeps the search in the URL with the filters', async () => {
    const requests = catalogue(30);
    const { router } = open();
    await waitFor(() => expect(cards()).toHaveLength(25));
    const box = screen.getByRole('searchbox', { name: 'Search recipes' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(box, { target: { value: 'chi' } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 50));
      fireEvent.change(box, { target: { value: 'chiken' } });
      await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1));
      expect(router.state.location.search).toBe('?page=1');
      await act(() => vi.advanceTimersByTimeAsync(1));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]).getByRole('link', { name: 'Found Chiken' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('chiken');
    const searched = requests.mock.calls
      .map(([url]) => new URL(url, 'http://localhost').searchParams.get('q'))
      .filter(Boolean);
    expect(searched).toEqual(['chiken']);
    expect(screen.queryByText('Recipe of the Day')).toBeNull();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Cuisine'), 'asian');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('q')).toBe('chiken');
    expect(params.get('cuisine')).toBe('asian');
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(router.state.location.search).toBe('?page=1');
    expect((box as HTMLInputElement).value).toBe('');
  });

  it('opens a link with a search and filters as the URL says', async () => {
    const requests = catalogue(30);
    renderPage(<RecipeListPage />, { url: '/user/recipes?page=1&q=curry&cuisine=asian', path: '/user/recipes' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect((screen.getByRole('searchbox', { name: 'Search recipes' }) as HTMLInputElement).value).toBe('curry');
    expect((screen.getByLabelText('Cuisine') as HTMLSelectElement).value).toBe('asian');
    const asked = requests.mock.calls
      .map(([url]) => new URL(url, 'http://localhost'))
      .filter((url) => url.pathname === '/api/recipes');
    expect(asked.every((url) => url.searchParams.get('q') === 'curry')).toBe(true);
    expect(asked.at(-1)!.searchParams.get('cuisine')).toBe('asian');
  });

  it('asks for disliked ids only, and leaves those recipes out at once', async () => {
    catalogue(30);
    const ids = fakeApiRoutes((url) =>
      url.pathname === '/api/user/me/dislikedIds' ? json(200, { ids: [2, 5] }) : undefined,
    );
    open();
    await waitFor(() => expect(cards()).toHaveLength(23));
    expect(screen.queryByRole('link', { name: 'Recipe Number 2' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Recipe Number 5' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Recipe Number 3' })).toBeTruthy();
    const paths = ids.mock.calls.map(([url]) => new URL(url, 'http://localhost').pathname);
    expect(paths.filter((path) => path === '/api/user/me/dislikedIds')).toHaveLength(1);
    expect(paths).not.toContain('/api/user/me/dislikedrecipes');
  });

  it("keeps the recipe of the day's place while it loads, so the filters and cards below do not jump", async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    catalogue(30);
    // Registered last, so it answers first.
    fakeApiRoutes(async (url) => {
      if (url.pathname !== '/api/recipes/of-the-day') return undefined;
      await held;
      return json(200, fullRecipe(99, { name: 'daily special' }));
    });
    open();
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(document.querySelector('.rotd--placeholder')).not.toBeNull();
    answer();
    await screen.findByRole('region', { name: 'Recipe of the Day' });
    expect(document.querySelector('.rotd--placeholder')).toBeNull();
  });

  it('speaks German: heading, filters with cuisines by key, the count as a plural, Load More; names as written', async () => {
    await activateLanguage('de');
    catalogue(30);
    open();
    await waitFor(() => expect(cards()).toHaveLength(25));
    expect(screen.getByRole('heading', { level: 1, name: 'Rezepte' })).toBeTruthy();
    expect(screen.getByText('Zeige 25 von 30 Rezepten')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Alle Küchen' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Suppe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mehr laden' })).toBeTruthy();
    expect(screen.getByText('Rezept des Tages')).toBeTruthy();
    expect(within(cards()[0]).getByRole('link', { name: 'Recipe Number 1' })).toBeTruthy();
    // The card's cuisine chip by its key.
    expect(within(cards()[0]).getByText('Amerikanisch')).toBeTruthy();
  });
});
