import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fullRecipe, listRow } from '../../../test/fixtures.ts';
import { fakeApiRoutes, json } from '../../../test/fake-server.ts';
import { renderPage } from '../../../test/render.tsx';
import { RecipeListPage } from './recipe-list-page.tsx';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

/** The catalogue, logging the query each list request sent; rows carry what the household's filters add. */
function catalogue() {
  const queries: Record<string, string>[] = [];
  fakeApiRoutes((url) => {
    if (url.pathname === '/api/recipes/of-the-day') return json(200, fullRecipe(99, { name: 'daily special' }));
    if (url.pathname !== '/api/recipes') return undefined;
    const query = Object.fromEntries(url.searchParams);
    queries.push(query);
    const pantry = query.cookNow || query.missingMax;
    const rows = [
      { ...listRow(1, { timesCooked: 3, lastCooked: '2026-11-01' }), ...(pantry ? { missing: 0 } : {}) },
      { ...listRow(2), ...(pantry ? { missing: 2 } : {}) },
    ];
    return json(200, { rows, count: rows.length });
  });
  return queries;
}

const open = (url = '/user/recipes?page=1') => renderPage(<RecipeListPage />, { url, path: '/user/recipes' });
const last = (queries: Record<string, string>[]) => queries[queries.length - 1]!;

describe('the recipe list and the kitchen', () => {
  it('asks for Cook now, then Missing at most 2, and shows the number missing on each card', async () => {
    const user = userEvent.setup();
    const queries = catalogue();
    open();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(within(screen.getAllByRole('article')[0]!).getByText('Cooked 3 times')).toBeTruthy();
    expect(screen.queryByText(/^Missing \d/)).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Cook now' }));
    await waitFor(() => expect(last(queries).cookNow).toBe('true'));
    expect(last(queries).missingMax).toBeUndefined();
    await waitFor(() => expect(screen.getByText('Missing 2')).toBeTruthy());
    expect(within(screen.getAllByRole('article')[0]!).getByText('Nothing missing')).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'Missing at most' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('checkbox', { name: 'Cook now' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Missing at most' }), '2');
    await waitFor(() => expect(last(queries).missingMax).toBe('2'));
    expect(last(queries).cookNow).toBeUndefined();
  });

  it('orders by Last cooked or Most cooked, filters Not cooked in 30 days, and keeps them in the URL', async () => {
    const user = userEvent.setup();
    const queries = catalogue();
    const { router } = open();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cooking' }), 'Last cooked');
    await waitFor(() => expect(last(queries).sort).toBe('lastCooked'));
    // One order at a time: the serving-size order shows none.
    expect((screen.getByRole('combobox', { name: 'Serving size' }) as HTMLSelectElement).value).toBe('');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Cooking' }), 'Most cooked');
    await waitFor(() => expect(last(queries).sort).toBe('timesCooked'));
    await user.click(screen.getByRole('checkbox', { name: 'Not cooked in 30 days' }));
    await waitFor(() => expect(last(queries).notCookedDays).toBe('30'));
    const params = new URLSearchParams(router.state.location.search);
    expect([params.get('sort'), params.get('notCookedDays')]).toEqual(['timesCooked', '30']);
  });

  it('opens a link with the pantry filter and ignores numbers out of range', async () => {
    const queries = catalogue();
    open('/user/recipes?page=1&missingMax=3&notCookedDays=99999');
    await waitFor(() => expect(queries.length).toBeGreaterThan(0));
    expect(last(queries).missingMax).toBe('3');
    expect(last(queries).notCookedDays).toBeUndefined();
    expect((screen.getByRole('spinbutton', { name: 'Missing at most' }) as HTMLInputElement).value).toBe('3');
  });
});
