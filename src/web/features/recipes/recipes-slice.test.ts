import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import {
  DEFAULT_FILTERS,
  recipeFiltersChanged,
  recipeFiltersReset,
  selectCount,
  selectFilterRecipes,
  selectRecipes,
  selectSingleRecipe,
} from './recipes-slice.ts';
import { recipesApi } from './recipes-api.ts';
import { fullRecipe, listRow } from '../../test/fixtures.ts';
import { fakeApiRoutes, json } from '../../test/fake-server.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => listRow(from + i));

describe('recipes: the cache and the spec state read from it', () => {
  it('asks the server for one page with hideDisliked=true and the filters', async () => {
    const fetchMock = fakeApiRoutes(() => json(200, { rows: rows(1, 25), count: 70 }));
    const store = makeStore();
    await store.dispatch(
      recipesApi.endpoints.getRecipePages.initiate({
        ...DEFAULT_FILTERS,
        cuisine: 'asian',
        restriction: 'vegan',
        sort: 'descending',
      }),
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

  it('reads unfiltered rows as recipes and filtered rows as filterRecipes; the next page appends', async () => {
    fakeApiRoutes((url) => {
      const page = Number(url.searchParams.get('page'));
      return json(200, { rows: rows((page - 1) * 25 + 1, 25), count: 70 });
    });
    const store = makeStore();
    const list = store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS));
    await list;
    await store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS, { direction: 'forward' }));
    expect(selectRecipes(store.getState()).map((r) => r.id)).toEqual(rows(1, 50).map((r) => r.id));
    expect(selectFilterRecipes(store.getState())).toHaveLength(0);
    expect(selectCount(store.getState())).toBe(70);

    store.dispatch(recipeFiltersChanged({ cuisine: 'soup' }));
    const soup = store.dispatch(recipesApi.endpoints.getRecipePages.initiate(store.getState().recipes.filters));
    await soup;
    expect(selectFilterRecipes(store.getState())).toHaveLength(25);
    expect(selectRecipes(store.getState())).toHaveLength(50);

    store.dispatch(recipeFiltersReset());
    expect(store.getState().recipes.filters).toEqual(DEFAULT_FILTERS);
    expect(selectFilterRecipes(store.getState())).toEqual([]);
    list.unsubscribe();
    soup.unsubscribe();
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
    expect(selectRecipes(store.getState())).toHaveLength(30);
    list.unsubscribe();
  });

  it('reads the single recipe (spec singleRecipe) from the cache', async () => {
    fakeApiRoutes((url) => (url.pathname === '/api/recipes/7' ? json(200, fullRecipe(7)) : undefined));
    const store = makeStore();
    await store.dispatch(recipesApi.endpoints.getRecipe.initiate(7, { subscribe: false }));
    expect(selectSingleRecipe(store.getState(), 7)?.id).toBe(7);
    expect(selectSingleRecipe(store.getState(), 8)).toBeUndefined();
  });
});
