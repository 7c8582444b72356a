import { persistStore } from 'redux-persist';
import { describe, expect, it } from 'vitest';
import { suggestionFixture } from '../test/fixtures.ts';
import { fakeApi } from '../test/fake-server.ts';
import { apiSlice } from './api-slice.ts';
import { makeStore } from './store.ts';

const getMine = apiSlice.injectEndpoints({
  endpoints: (build) => ({ probeMine: build.query<unknown, void>({ query: () => '/api/userSuggestions/me' }) }),
});

describe('the store', () => {
  it('persists the slices under persist:root, but never the api cache', async () => {
    fakeApi({ 'GET /api/userSuggestions/me': { body: { rows: [suggestionFixture(1)], count: 1 } } });
    const store = makeStore();
    const persistor = persistStore(store);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    const query = store.dispatch(getMine.endpoints.probeMine.initiate());
    await query;
    expect(store.getState().api.queries).not.toEqual({});
    await persistor.flush();

    const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<string, string>;
    expect(Object.keys(saved)).toEqual(expect.arrayContaining(['user', 'recipes', 'userSuggestions']));
    expect(saved).not.toHaveProperty('api');
    expect(JSON.stringify(saved)).not.toContain('example.com/idea-1');
    query.unsubscribe();
  });

  it('starts a preloaded store from the given slices and fills in the others', () => {
    const store = makeStore({ recipes: { ...makeStore().getState().recipes, count: 7 } });
    expect(store.getState().recipes.count).toBe(7);
    expect(store.getState().user.isLogged).toBe(false);
  });
});
