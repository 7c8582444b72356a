import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore, type AppStore } from '../../app/store.ts';
import { fullRecipe, listRow } from '../../test/fixtures.ts';
import { bodyOf, fakeApiRoutes, json } from '../../test/fake-server.ts';
import { WithI18n } from '../../test/render.tsx';
import { profileApi, selectDislikes, selectLikes } from './profile-api.ts';
import { usePreferenceToggle } from './use-preference-toggle.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

/** A fake server that keeps likes and dislikes exclusive, as the real one does. */
function preferenceServer() {
  const likes = new Set<number>();
  const dislikes = new Set<number>();
  const summary = (ids: Set<number>) => [...ids].map((id) => listRow(id));
  return fakeApiRoutes((url, init) => {
    const { action, id } = (init.body ? bodyOf(init) : {}) as { action: 'add' | 'remove'; id: number };
    if (url.pathname === '/api/user/me/updateFavorites') {
      if (action === 'add') {
        likes.add(id);
        dislikes.delete(id);
      } else likes.delete(id);
      return json(200, summary(likes));
    }
    if (url.pathname === '/api/user/me/updatedislikes') {
      if (action === 'add') {
        dislikes.add(id);
        likes.delete(id);
      } else dislikes.delete(id);
      return json(200, summary(dislikes));
    }
    if (url.pathname === '/api/user/me/favoritedrecipes')
      return json(
        200,
        [...likes].map((i) => fullRecipe(i)),
      );
    if (url.pathname === '/api/user/me/dislikedrecipes')
      return json(
        200,
        [...dislikes].map((i) => fullRecipe(i)),
      );
    if (url.pathname === '/api/user/me/dislikedIds') return json(200, { ids: [...dislikes] });
    return undefined;
  });
}

/** A store with the likes, dislikes and disliked ids cached (as the pages that toggle hold them), and the toggle. */
async function preferences() {
  const store: AppStore = makeStore();
  await Promise.all([
    store.dispatch(profileApi.endpoints.getLikes.initiate()),
    store.dispatch(profileApi.endpoints.getDislikes.initiate()),
    store.dispatch(profileApi.endpoints.getDislikedIds.initiate()),
  ]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <WithI18n>
      <Provider store={store}>{children}</Provider>
    </WithI18n>
  );
  const { toggle } = renderHook(usePreferenceToggle, { wrapper }).result.current;
  const ids = (list: { id: number }[]) => list.map((r) => r.id);
  return {
    store,
    toggle,
    liked: () => ids(selectLikes(store.getState())),
    disliked: () => ids(selectDislikes(store.getState())),
    dislikedIds: () => profileApi.endpoints.getDislikedIds.select()(store.getState()).data,
  };
}

describe('likes and dislikes', () => {
  it('likes, then takes the like back, with the spec toasts', async () => {
    const fetchMock = preferenceServer();
    const { toggle, liked } = await preferences();
    await toggle('likes', 5, false);
    const writes = () => fetchMock.mock.calls.filter(([, init]) => init.method === 'PUT');
    expect(bodyOf(writes()[0][1])).toEqual({ action: 'add', id: 5 });
    expect(liked()).toEqual([5]);
    expect(toast.success).toHaveBeenLastCalledWith("Added to 'Likes'", expect.anything());

    await toggle('likes', 5, true);
    expect(bodyOf(writes()[1][1])).toEqual({ action: 'remove', id: 5 });
    expect(liked()).toEqual([]);
    expect(toast.success).toHaveBeenLastCalledWith("Removed from 'Likes'", expect.anything());
  });

  it('liking a disliked recipe removes the dislike, and the reverse', async () => {
    preferenceServer();
    const { toggle, liked, disliked, dislikedIds } = await preferences();
    await toggle('dislikes', 3, false);
    expect(toast.success).toHaveBeenLastCalledWith("Added to 'Dislikes'", expect.anything());
    expect(disliked()).toEqual([3]);
    expect(dislikedIds()).toEqual([3]);

    await toggle('likes', 3, false);
    expect(liked()).toEqual([3]);
    expect(disliked()).toEqual([]);
    expect(dislikedIds()).toEqual([]);

    await toggle('dislikes', 3, false);
    expect(liked()).toEqual([]);
    expect(disliked()).toEqual([3]);

    await toggle('dislikes', 3, true);
    expect(toast.success).toHaveBeenLastCalledWith("Removed from 'Dislikes'", expect.anything());
    expect(disliked()).toEqual([]);
  });

  it('keeps the ingredients of fetched likes after a toggle', async () => {
    preferenceServer();
    const { store, toggle } = await preferences();
    await toggle('likes', 1, false);
    await store.dispatch(profileApi.endpoints.getLikes.initiate(undefined, { forceRefetch: true }));
    expect(selectLikes(store.getState())[0].lineItems).toHaveLength(3);
    await toggle('likes', 2, false);
    const likes = selectLikes(store.getState());
    expect(likes.map((r) => r.id)).toEqual([1, 2]);
    expect(likes[0].lineItems).toHaveLength(3);
  });

  it('a failed toggle changes nothing and shows no toast', async () => {
    preferenceServer();
    const { toggle, liked } = await preferences();
    fakeApiRoutes((url) =>
      url.pathname === '/api/user/me/updateFavorites'
        ? json(404, { error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' })
        : undefined,
    );
    expect(await toggle('likes', 99, false)).toBe(false);
    expect(liked()).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});
