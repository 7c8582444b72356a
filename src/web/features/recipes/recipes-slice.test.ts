import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { toggleDislike } from '../profile/index.ts';
import {
  chefsChoice,
  DEFAULT_FILTERS,
  fetchRecipe,
  fetchRecipes,
  recipeFiltersChanged,
  recipeFiltersReset,
  recipePagesNeeded,
  selectListedRecipes,
  singleRecipeCleared,
} from './recipes-slice.ts';
import { fullRecipe, listRow } from '../../test/fixtures.ts';
import { fakeApiRoutes, json } from '../../test/fake-server.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => listRow(from + i));

describe('recipes slice', () => {
  it('asks the server for one page with hideDisliked=true and the filters', async () => {
    const fetchMock = fakeApiRoutes(() => json(200, { rows: rows(1, 25), count: 70 }));
    const store = makeStore();
    await store.dispatch(
      fetchRecipes({ page: 1, filters: { cuisine: 'asian', restriction: 'vegan', sort: 'descending' } }),
    );
    const url = new URL(fetchMock.mock.calls[0][0], 'http://localhost');
    expect(url.pathname).toBe('/api/recipes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      cuisine: 'asian',
      restriction: 'vegan',
      sort: 'descending',
      hideDisliked: 'true',
    });
  });

  it('keeps unfiltered rows in recipes and filtered rows in filterRecipes; page 2 appends', async () => {
    fakeApiRoutes((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(200, { rows: rows((page - 1) * 25 + 1, 25), count: 70 });
    });
    const store = makeStore();
    await store.dispatch(fetchRecipes({ page: 1 }));
    await store.dispatch(fetchRecipes({ page: 2 }));
    let state = store.getState().recipes;
    expect(state.recipes).toHaveLength(50);
    expect(state.filterRecipes).toHaveLength(0);
    expect(state.loadedPages).toBe(2);
    expect(state.count).toBe(70);

    store.dispatch(recipeFiltersChanged({ cuisine: 'soup' }));
    expect(store.getState().recipes.loadedPages).toBe(0);
    await store.dispatch(fetchRecipes({ page: 1, filters: store.getState().recipes.filters }));
    state = store.getState().recipes;
    expect(state.filterRecipes).toHaveLength(25);
    expect(selectListedRecipes(store.getState())).toBe(state.filterRecipes);

    store.dispatch(recipeFiltersReset());
    expect(store.getState().recipes.filters).toEqual(DEFAULT_FILTERS);
    expect(store.getState().recipes.filterRecipes).toEqual([]);
    expect(selectListedRecipes(store.getState())).toHaveLength(50);
  });

  it('ignores an answer that a newer list request has overtaken', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    fakeApiRoutes(async (url) => {
      if (url.searchParams.get('cuisine') === 'asian') {
        await slow;
        return json(200, { rows: [listRow(1)], count: 1 });
      }
      return json(200, { rows: [listRow(2), listRow(3)], count: 2 });
    });
    const store = makeStore();
    const first = store.dispatch(fetchRecipes({ page: 1, filters: { ...DEFAULT_FILTERS, cuisine: 'asian' } }));
    await store.dispatch(fetchRecipes({ page: 1, filters: { ...DEFAULT_FILTERS, cuisine: 'soup' } }));
    release();
    await first;
    expect(store.getState().recipes.filterRecipes.map((r) => r.id)).toEqual([2, 3]);
    expect(store.getState().recipes.count).toBe(2);
  });

  it('loads the missing pages up to ?page one at a time', async () => {
    const fetchMock = fakeApiRoutes((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(200, { rows: rows((page - 1) * 25 + 1, 25), count: 70 });
    });
    const store = makeStore();
    store.dispatch(recipePagesNeeded(3)); // nothing loaded yet: page 1 comes from the page itself
    expect(fetchMock).not.toHaveBeenCalled();
    await store.dispatch(fetchRecipes({ page: 1 }));
    store.dispatch(recipePagesNeeded(3));
    store.dispatch(recipePagesNeeded(3)); // already pending: no second request
    await vi.waitFor(() => expect(store.getState().recipes.loadedPages).toBe(2));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('drops a recipe from the lists as soon as it is disliked', async () => {
    fakeApiRoutes((url) =>
      url.pathname === '/api/user/me/updatedislikes'
        ? json(200, [{ ...listRow(2) }])
        : json(200, { rows: rows(1, 3), count: 3 }),
    );
    const store = makeStore();
    await store.dispatch(fetchRecipes({ page: 1 }));
    await store.dispatch(toggleDislike(2));
    expect(store.getState().recipes.recipes.map((r) => r.id)).toEqual([1, 3]);
    expect(store.getState().recipes.count).toBe(2);
  });

  it('fetches and clears the single recipe', async () => {
    fakeApiRoutes((url) => (url.pathname === '/api/recipes/7' ? json(200, fullRecipe(7)) : undefined));
    const store = makeStore();
    await store.dispatch(fetchRecipe(7));
    expect(store.getState().recipes.singleRecipe?.id).toBe(7);
    expect(store.getState().recipes.recipeStatus).toBe('succeeded');
    store.dispatch(singleRecipeCleared());
    expect(store.getState().recipes.singleRecipe).toBeNull();

    await store.dispatch(fetchRecipe(8));
    expect(store.getState().recipes.recipeStatus).toBe('failed');
    expect(store.getState().recipes.error).toBe('no fake for /api/recipes/8');
  });

  it("stores the chef's picks and the summary", async () => {
    fakeApiRoutes(() =>
      json(200, { recipes: [fullRecipe(1)], matched: 1, totalServings: 4, target: 140, insufficient: true }),
    );
    const store = makeStore();
    await store.dispatch(chefsChoice({ people: 20, meals: 7 }));
    const state = store.getState().recipes;
    expect(state.matchedRecipes).toHaveLength(1);
    expect(state.chefsChoice).toEqual({ matched: 1, totalServings: 4, target: 140, insufficient: true });
  });
});
