import { toast } from 'react-toastify';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store.ts';
import { fullRecipe, listRow } from '../../test/fixtures.ts';
import { bodyOf, fakeApiRoutes, json } from '../../test/fake-server.ts';
import {
  fetchHistory,
  fetchLikes,
  selectIsDisliked,
  selectIsLiked,
  toggleDislike,
  toggleLike,
} from './profile-slice.ts';

vi.mock('react-toastify', () => ({ toast: { success: vi.fn(), warning: vi.fn(), error: vi.fn() } }));

beforeEach(() => vi.mocked(toast.success).mockClear());
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
    return undefined;
  });
}

describe('profile slice: likes and dislikes', () => {
  it('likes, then a repeated like removes it, with the spec toasts', async () => {
    const fetchMock = preferenceServer();
    const store = makeStore();
    await store.dispatch(toggleLike(5));
    expect(bodyOf(fetchMock.mock.calls[0][1])).toEqual({ action: 'add', id: 5 });
    expect(selectIsLiked(store.getState(), 5)).toBe(true);
    expect(toast.success).toHaveBeenLastCalledWith("Added to 'Likes'", expect.anything());

    await store.dispatch(toggleLike(5));
    expect(bodyOf(fetchMock.mock.calls[1][1])).toEqual({ action: 'remove', id: 5 });
    expect(selectIsLiked(store.getState(), 5)).toBe(false);
    expect(toast.success).toHaveBeenLastCalledWith("Removed from 'Likes'", expect.anything());
  });

  it('liking a disliked recipe removes the dislike, and the reverse', async () => {
    preferenceServer();
    const store = makeStore();
    await store.dispatch(toggleDislike(3));
    expect(toast.success).toHaveBeenLastCalledWith("Added to 'Dislikes'", expect.anything());
    expect(selectIsDisliked(store.getState(), 3)).toBe(true);

    await store.dispatch(toggleLike(3));
    expect(selectIsLiked(store.getState(), 3)).toBe(true);
    expect(selectIsDisliked(store.getState(), 3)).toBe(false);

    await store.dispatch(toggleDislike(3));
    expect(selectIsLiked(store.getState(), 3)).toBe(false);
    expect(selectIsDisliked(store.getState(), 3)).toBe(true);

    await store.dispatch(toggleDislike(3));
    expect(toast.success).toHaveBeenLastCalledWith("Removed from 'Dislikes'", expect.anything());
    expect(store.getState().profile.dislikes).toEqual([]);
  });

  it('keeps the ingredients of fetched likes after a toggle', async () => {
    preferenceServer();
    const store = makeStore();
    await store.dispatch(toggleLike(1));
    await store.dispatch(fetchLikes());
    expect(store.getState().profile.likes[0].lineItems).toHaveLength(3);
    await store.dispatch(toggleLike(2));
    const likes = store.getState().profile.likes;
    expect(likes.map((r) => r.id)).toEqual([1, 2]);
    expect(likes[0].lineItems).toHaveLength(3);
  });

  it('records a failed toggle without a toast', async () => {
    fakeApiRoutes(() => json(404, { error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' }));
    const store = makeStore();
    await store.dispatch(toggleLike(99));
    expect(store.getState().profile.status).toBe('failed');
    expect(store.getState().profile.error).toBe('Recipe not found');
    expect(toast.success).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('profile slice: history', () => {
  const list = (id: number, isCompleted = true) => ({
    id,
    isCompleted,
    updatedAt: '2025-03-05T12:00:00.000Z',
    completedAt: '2025-03-05T12:00:00.000Z',
    recipes: [fullRecipe(id)],
  });

  it('keeps only completed lists and appends older pages', async () => {
    const fetchMock = fakeApiRoutes((url) =>
      url.searchParams.get('page') === '1'
        ? json(200, { rows: [list(9), list(8, false)], count: 3 })
        : json(200, { rows: [list(7)], count: 3 }),
    );
    const store = makeStore();
    await store.dispatch(fetchHistory(1));
    expect(new URL(fetchMock.mock.calls[0][0], 'http://x').searchParams.get('completed')).toBe('true');
    expect(store.getState().profile.listHistory.map((l) => l.id)).toEqual([9]);
    await store.dispatch(fetchHistory(2));
    expect(store.getState().profile.listHistory.map((l) => l.id)).toEqual([9, 7]);
    expect(store.getState().profile.historyCount).toBe(3);
    expect(store.getState().profile.historyStatus).toBe('succeeded');
  });
});
