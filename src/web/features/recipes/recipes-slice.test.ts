import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { toggleDislike } from '../profile/index.ts';
import {
  chefsChoice,
  DEFAULT_FILTERS,
  fetchRecipe,
  recipeFiltersChanged,
  recipeFiltersReset,
  singleRecipeCleared,
} from './recipes-slice.ts';
import { recipesApi } from './recipes-api.ts';
import { fullRecipe, listRow } from '../../test/fixtures.ts';
import { fakeApiRoutes, json } from '../../test/fake-server.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => listRow(from + i));

describe('recipes slice', () => {
  it('asks the server for one page with hideDisliked=true and the filters', async () => {
    const fetchMock = fakeApiRoutes(() => json(200, { rows: rows(1, 25), count: 70 }));
    const store = makeStore();
    await store.dispatch(
      recipesApi.endpoints.getRecipePages.initiate({ cuisine: 'asian', restriction: 'vegan', sort: 'descending' }),
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

  it('keeps unfiltered rows in recipes and filtered rows in filterRecipes; the next page appends', async () => {
    fakeApiRoutes((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(200, { rows: rows((page - 1) * 25 + 1, 25), count: 70 });
    });
    const store = makeStore();
    const list = store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS));
    await list;
    await store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS, { direction: 'forward' }));
    let state = store.getState().recipes;
    expect(state.recipes.map((r) => r.id)).toEqual(rows(1, 50).map((r) => r.id));
    expect(state.filterRecipes).toHaveLength(0);
    expect(state.count).toBe(70);

    store.dispatch(recipeFiltersChanged({ cuisine: 'soup' }));
    await store.dispatch(recipesApi.endpoints.getRecipePages.initiate(store.getState().recipes.filters));
    state = store.getState().recipes;
    expect(state.filterRecipes).toHaveLength(25);
    expect(state.recipes).toHaveLength(50);

    store.dispatch(recipeFiltersReset());
    expect(store.getState().recipes.filters).toEqual(DEFAULT_FILTERS);
    expect(store.getState().recipes.filterRecipes).toEqual([]);
    list.unsubscribe();
  });

  it('keeps each filter set in its own cache entry, so a slow old answer cannot replace a newer one', async () => {
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
    const soup = { ...DEFAULT_FILTERS, cuisine: 'soup' };
    const first = store.dispatch(
      recipesApi.endpoints.getRecipePages.initiate({ ...DEFAULT_FILTERS, cuisine: 'asian' }),
    );
    await store.dispatch(recipesApi.endpoints.getRecipePages.initiate(soup));
    release();
    await first;
    const shown = recipesApi.endpoints.getRecipePages.select(soup)(store.getState());
    expect(shown.data?.pages.flatMap((p) => p.rows.map((r) => r.id))).toEqual([2, 3]);
  });

  it('stops asking for pages once every row is loaded', async () => {
    const fetchMock = fakeApiRoutes((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(200, { rows: rows((page - 1) * 25 + 1, page === 2 ? 5 : 25), count: 30 });
    });
    const store = makeStore();
    const list = store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS));
    await list;
    await store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS, { direction: 'forward' }));
    await store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS, { direction: 'forward' }));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(store.getState().recipes.recipes).toHaveLength(30);
    list.unsubscribe();
  });

  it('drops a recipe from the lists as soon as it is disliked, and the list refetches', async () => {
    let disliked = false;
    const fetchMock = fakeApiRoutes((url) => {
      if (url.pathname === '/api/user/me/updatedislikes') {
        disliked = true;
        return json(200, [{ ...listRow(2) }]);
      }
      return json(200, { rows: rows(1, 3).filter((r) => !disliked || r.id !== 2), count: disliked ? 2 : 3 });
    });
    const store = makeStore();
    const list = store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS));
    await list;
    await store.dispatch(toggleDislike(2));
    expect(store.getState().recipes.recipes.map((r) => r.id)).toEqual([1, 3]);
    expect(store.getState().recipes.count).toBe(2);
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => u.startsWith('/api/recipes?'))).toHaveLength(2));
    list.unsubscribe();
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
