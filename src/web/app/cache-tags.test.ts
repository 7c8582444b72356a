import { describe, expect, it, vi } from 'vitest';
import type { RecipePayload } from '#domain/recipe.ts';
import { fullRecipe, listRow } from '../test/fixtures.ts';
import { fakeApiRoutes, json } from '../test/fake-server.ts';
import { adminApi } from '../features/admin/admin-api.ts';
import { profileApi } from '../features/profile/profile-api.ts';
import { recipesApi } from '../features/recipes/recipes-api.ts';
import { DEFAULT_FILTERS, selectCount, selectRecipes } from '../features/recipes/recipes-slice.ts';
import { makeStore } from './store.ts';

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => listRow(from + i));
const payload = { recipeDetails: { id: 2, name: 'renamed stew' } } as unknown as RecipePayload;

describe('a write in one feature refreshes what the others show', () => {
  it("an admin's recipe edit shows in every cached list and in the recipe itself, without a reload", async () => {
    let name = 'old stew';
    fakeApiRoutes((url, init) => {
      if (url.pathname === '/api/recipes/2' && init.method === 'PUT') {
        name = 'renamed stew';
        return json(200, fullRecipe(2, { name }));
      }
      if (url.pathname === '/api/recipes/2') return json(200, fullRecipe(2, { name }));
      if (url.pathname === '/api/recipes') return json(200, { rows: [listRow(1), listRow(2, { name })], count: 2 });
      if (url.pathname === '/api/user/me/favoritedrecipes') return json(200, [fullRecipe(2, { name })]);
      return undefined;
    });
    const store = makeStore();
    const subscriptions = [
      store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS)),
      store.dispatch(
        adminApi.endpoints.getAdminRecipes.initiate({ page: 1, cuisine: 'all', restriction: 'all', active: 'both' }),
      ),
      store.dispatch(recipesApi.endpoints.getRecipe.initiate(2)),
      store.dispatch(profileApi.endpoints.getLikes.initiate()),
    ];
    await Promise.all(subscriptions);

    await store.dispatch(adminApi.endpoints.updateRecipe.initiate({ id: 2, payload })).unwrap();

    const state = () => store.getState();
    await vi.waitFor(() => {
      const userList = recipesApi.endpoints.getRecipePages.select(DEFAULT_FILTERS)(state()).data;
      expect(userList?.pages[0].rows[1].name).toBe('renamed stew');
      const adminList = adminApi.endpoints.getAdminRecipes.select({
        page: 1,
        cuisine: 'all',
        restriction: 'all',
        active: 'both',
      })(state()).data;
      expect(adminList?.rows[1].name).toBe('renamed stew');
      expect(recipesApi.endpoints.getRecipe.select(2)(state()).data?.name).toBe('renamed stew');
      expect(profileApi.endpoints.getLikes.select()(state()).data?.[0].name).toBe('renamed stew');
    });
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });

  it("an admin's refused save refreshes nothing", async () => {
    const log = fakeApiRoutes((url, init) => {
      if (init.method === 'PUT') return json(400, { error: 'Name is required.', code: 'VALIDATION_FAILED' });
      if (url.pathname === '/api/recipes') return json(200, { rows: [listRow(2)], count: 1 });
      return undefined;
    });
    const store = makeStore();
    const list = store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS));
    await list;
    const result = await store.dispatch(adminApi.endpoints.updateRecipe.initiate({ id: 2, payload }));
    expect(result.error).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.mock.calls.filter(([path]) => path.startsWith('/api/recipes?'))).toHaveLength(1);
    list.unsubscribe();
  });

  it('a dislike hides the recipe from the list at once (its id is cached), and the list refetches', async () => {
    let disliked = false;
    const fetchMock = fakeApiRoutes((url) => {
      if (url.pathname === '/api/user/me/updatedislikes') {
        disliked = true;
        return json(200, [{ ...listRow(2) }]);
      }
      if (url.pathname === '/api/user/me/dislikedIds') return json(200, { ids: disliked ? [2] : [] });
      return json(200, { rows: rows(1, 3).filter((r) => !disliked || r.id !== 2), count: disliked ? 2 : 3 });
    });
    const store = makeStore();
    const list = store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS));
    const ids = store.dispatch(profileApi.endpoints.getDislikedIds.initiate());
    await Promise.all([list, ids]);
    await store.dispatch(profileApi.endpoints.changePreference.initiate({ kind: 'dislikes', id: 2, action: 'add' }));
    expect(profileApi.endpoints.getDislikedIds.select()(store.getState()).data).toEqual([2]);
    await vi.waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => u.startsWith('/api/recipes?'))).toHaveLength(2));
    await vi.waitFor(() => expect(selectRecipes(store.getState()).map((r) => r.id)).toEqual([1, 3]));
    expect(selectCount(store.getState())).toBe(2);
    list.unsubscribe();
    ids.unsubscribe();
  });
});
