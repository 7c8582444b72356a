import { persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import type { ItemList } from '#domain/shopping-list.ts';
import { fullRecipe, listRow, meFixture, suggestionFixture } from '../test/fixtures.ts';
import { fakeApi } from '../test/fake-server.ts';
import { listApi } from '../features/shopping-list/list-api.ts';
import { profileApi } from '../features/profile/profile-api.ts';
import { recipesApi } from '../features/recipes/recipes-api.ts';
import { DEFAULT_FILTERS, recipeFiltersChanged } from '../features/recipes/recipes-slice.ts';
import { suggestionsApi } from '../features/user-suggestions/suggestions-api.ts';
import { fetchMe, userApi } from '../features/user/user-api.ts';
import { setToken } from './api.ts';
import { makeStore } from './store.ts';
import { mainListIdentity } from '../test/list-fixture.ts';

const currentList: ItemList = {
  id: 3,
  ...mainListIdentity,
  version: 1,
  completedAt: null,
  recipes: [{ id: 1, name: 'Saffron Risotto', img: null, servings: 4, recipeServings: 4 }],
  items: [
    {
      id: 9,
      name: 'saffron threads',
      amounts: [{ qty: 1, unit: 'pinch' }],
      checked: false,
      category: 'spices',
      sources: [{ recipeId: 1, text: '1 pinch saffron threads' }],
    },
  ],
  members: [{ username: 'homecook' }],
};

/** What redux-persist wrote under persist:root, as text. */
async function persisted(persistor: ReturnType<typeof persistStore>): Promise<string> {
  await persistor.flush();
  return localStorage.getItem('persist:root') ?? '';
}

describe('the store', () => {
  it('persists the session and the filters, and no server answer: no e-mail, no recipe, no list item', async () => {
    fakeApi({
      'POST /api/user/login': { body: { token: 'tok-1' } },
      'GET /api/user/me': { body: meFixture({ email: 'hannah.private@example.com' }) },
      'GET /api/user/me/favoritedrecipes': { body: [fullRecipe(4, { name: 'liked lasagne' })] },
      'GET /api/user/me/dislikedIds': { body: { ids: [5] } },
      'GET /api/recipes': { body: { rows: [listRow(1, { name: 'listed lentil soup' })], count: 1 } },
      'GET /api/recipes/4': { body: fullRecipe(4, { name: 'liked lasagne' }) },
      'GET /api/userSuggestions/me': { body: { rows: [suggestionFixture(1)], count: 1 } },
      'GET /api/lists/current': { body: currentList },
      'POST /api/user/userExists/username': { body: { field: 'username', isAvailable: false } },
    });
    const store = makeStore();
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });

    // A session of use: log in, browse, like, check a name, open the list and the suggestions.
    const { token } = await store
      .dispatch(userApi.endpoints.login.initiate({ username: 'homecook', password: 'pw123' }))
      .unwrap();
    setToken(token);
    await store.dispatch(fetchMe());
    const queries = [
      store.dispatch(profileApi.endpoints.getLikes.initiate()),
      store.dispatch(profileApi.endpoints.getDislikedIds.initiate()),
      store.dispatch(recipesApi.endpoints.getRecipePages.initiate(DEFAULT_FILTERS)),
      store.dispatch(recipesApi.endpoints.getRecipe.initiate(4)),
      store.dispatch(suggestionsApi.endpoints.getMySuggestions.initiate(1)),
      store.dispatch(listApi.endpoints.getList.initiate('current')),
    ];
    await Promise.all(queries);
    await store.dispatch(userApi.endpoints.checkAvailability.initiate({ field: 'username', value: 'someone' }));
    store.dispatch(recipeFiltersChanged({ cuisine: 'asian' }));

    expect(store.getState().user).toMatchObject({ isLogged: true, info: { name: 'homecook' } });
    const saved = await persisted(persistor);
    expect(Object.keys(JSON.parse(saved) as object).sort()).toEqual(['_persist', 'recipes', 'user']);
    expect(saved).toContain('asian');
    expect(saved).toContain('homecook');
    for (const answer of [
      'hannah.private@example.com',
      'liked lasagne',
      'listed lentil soup',
      'example.com/idea-1',
      'saffron',
    ]) {
      expect(saved).not.toContain(answer);
    }
    queries.forEach((query) => query.unsubscribe());
  });

  it('starts a preloaded store from the given slices and fills in the others', () => {
    const store = makeStore({ recipes: { filters: { ...DEFAULT_FILTERS, cuisine: 'soup' } } });
    expect(store.getState().recipes.filters.cuisine).toBe('soup');
    expect(store.getState().user.isLogged).toBe(false);
  });
});
