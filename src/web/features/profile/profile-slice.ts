import { createSelector, createSlice } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import type { FullRecipe, LineItem, RecipeSummary } from '#domain/recipe.ts';
import type { ListHistoryItem } from '#domain/shopping-list.ts';
import { api } from '../../app/api.ts';
import { apiSlice } from '../../app/api-slice.ts';
import { createApiThunk } from '../../app/create-api-thunk.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import { recipeDisliked } from '../../app/preference-events.ts';
import type { RootState } from '../../app/store.ts';

/**
 * A liked or disliked recipe. The GET routes answer full recipes; the toggle routes answer summaries,
 * so the ingredients (and tags) are there only once the list has been fetched.
 */
export type PreferenceRecipe = RecipeSummary &
  Partial<Pick<FullRecipe, 'url' | 'cuisines' | 'restrictions'>> & {
    lineItems?: LineItem[];
  };

export interface ProfileState {
  likes: PreferenceRecipe[];
  dislikes: PreferenceRecipe[];
  /** Completed lists, newest first, pages 1..historyPages. */
  listHistory: ListHistoryItem[];
  historyCount: number;
  historyPages: number;
  /** Status of the last profile request; the per-area statuses drive each page's loading state. */
  status: AsyncStatus;
  likesStatus: AsyncStatus;
  dislikesStatus: AsyncStatus;
  historyStatus: AsyncStatus;
  error: string | null;
}

const initialState: ProfileState = {
  likes: [],
  dislikes: [],
  listHistory: [],
  historyCount: 0,
  historyPages: 0,
  status: 'idle',
  likesStatus: 'idle',
  dislikesStatus: 'idle',
  historyStatus: 'idle',
  error: null,
};

/** Toasts of spec §4, one per outcome. */
const TOASTS = {
  likes: { add: "Added to 'Likes'", remove: "Removed from 'Likes'" },
  dislikes: { add: "Added to 'Dislikes'", remove: "Removed from 'Dislikes'" },
} as const;

const TOAST_MS = 1500;

/** GET /api/user/me/favoritedrecipes. */
export const fetchLikes = createApiThunk('profile/fetchLikes', async () =>
  api<FullRecipe[]>('/api/user/me/favoritedrecipes'),
);

/** GET /api/user/me/dislikedrecipes. */
export const fetchDislikes = createApiThunk('profile/fetchDislikes', async () =>
  api<FullRecipe[]>('/api/user/me/dislikedrecipes'),
);

export interface ToggleResult {
  id: number;
  action: 'add' | 'remove';
  list: RecipeSummary[];
}

function makeToggle(kind: 'likes' | 'dislikes') {
  const path = kind === 'likes' ? '/api/user/me/updateFavorites' : '/api/user/me/updatedislikes';
  // Spec §8: a failed toggle only records the error, without a toast.
  return createApiThunk(
    kind === 'likes' ? 'profile/toggleLike' : 'profile/toggleDislike',
    async (id: number, { dispatch, getState }) => {
      // Repeating an action removes it (spec §4).
      const action = getState().profile[kind].some((r) => r.id === id) ? 'remove' : 'add';
      const list = await api<RecipeSummary[]>(path, { method: 'PUT', body: { action, id } });
      toast.success(TOASTS[kind][action], { autoClose: TOAST_MS });
      if (kind === 'dislikes' && action === 'add') {
        dispatch(recipeDisliked({ id }));
        // The server now leaves it out of the recipe list: cached list pages refetch.
        dispatch(apiSlice.util.invalidateTags(['RecipeList']));
      }
      return { id, action, list } satisfies ToggleResult;
    },
  );
}

/** Likes or un-likes a recipe; liking a disliked recipe drops the dislike (the server does the same). */
export const toggleLike = makeToggle('likes');
/** Dislikes or un-dislikes a recipe; disliking a liked recipe drops the like. */
export const toggleDislike = makeToggle('dislikes');

/** GET /api/user/me/allLists?completed=true, one page (newest first); page 1 replaces. */
export const fetchHistory = createApiThunk('profile/fetchHistory', async (page: number = 1) =>
  api<{ rows: ListHistoryItem[]; count: number }>('/api/user/me/allLists', {
    query: { page, completed: true },
  }),
);

/** Keeps the full entries (with ingredients) of recipes that stay in the list. */
function mergeSummaries(previous: PreferenceRecipe[], next: RecipeSummary[]): PreferenceRecipe[] {
  const byId = new Map(previous.map((r) => [r.id, r]));
  return next.map((r) => ({ ...byId.get(r.id), ...r }));
}

type Area = 'likes' | 'dislikes' | 'history';
const statusKey = { likes: 'likesStatus', dislikes: 'dislikesStatus', history: 'historyStatus' } as const;

function setStatus(state: ProfileState, area: Area, status: AsyncStatus, error: string | null = null) {
  state[statusKey[area]] = status;
  state.status = status;
  state.error = error;
}

export const profileSlice = createSlice({
  name: 'profile',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchLikes.pending, (state) => setStatus(state, 'likes', 'pending'))
      .addCase(fetchLikes.fulfilled, (state, action) => {
        setStatus(state, 'likes', 'succeeded');
        state.likes = action.payload;
      })
      .addCase(fetchLikes.rejected, (state, action) => setStatus(state, 'likes', 'failed', action.payload ?? null))
      .addCase(fetchDislikes.pending, (state) => setStatus(state, 'dislikes', 'pending'))
      .addCase(fetchDislikes.fulfilled, (state, action) => {
        setStatus(state, 'dislikes', 'succeeded');
        state.dislikes = action.payload;
      })
      .addCase(fetchDislikes.rejected, (state, action) =>
        setStatus(state, 'dislikes', 'failed', action.payload ?? null),
      )
      .addCase(toggleLike.fulfilled, (state, { payload }) => {
        state.likes = mergeSummaries(state.likes, payload.list);
        if (payload.action === 'add') state.dislikes = state.dislikes.filter((r) => r.id !== payload.id);
        state.error = null;
      })
      .addCase(toggleDislike.fulfilled, (state, { payload }) => {
        state.dislikes = mergeSummaries(state.dislikes, payload.list);
        if (payload.action === 'add') state.likes = state.likes.filter((r) => r.id !== payload.id);
        state.error = null;
      })
      .addCase(toggleLike.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? null;
      })
      .addCase(toggleDislike.rejected, (state, action) => {
        state.status = 'failed';
        state.error = action.payload ?? null;
      })
      .addCase(fetchHistory.pending, (state) => setStatus(state, 'history', 'pending'))
      .addCase(fetchHistory.fulfilled, (state, action) => {
        setStatus(state, 'history', 'succeeded');
        const page = action.meta.arg ?? 1;
        // The client keeps only completed lists (spec §7), whatever the server sends.
        const rows = action.payload.rows.filter((l) => l.isCompleted);
        const seen = new Set(page === 1 ? [] : state.listHistory.map((l) => l.id));
        state.listHistory = page === 1 ? rows : [...state.listHistory, ...rows.filter((l) => !seen.has(l.id))];
        state.historyCount = action.payload.count;
        state.historyPages = page;
      })
      .addCase(fetchHistory.rejected, (state, action) => setStatus(state, 'history', 'failed', action.payload ?? null));
  },
});

export default profileSlice.reducer;

export const selectLikes = (state: RootState) => state.profile.likes;
export const selectDislikes = (state: RootState) => state.profile.dislikes;
export const selectLikesStatus = (state: RootState) => state.profile.likesStatus;
export const selectDislikesStatus = (state: RootState) => state.profile.dislikesStatus;
export const selectIsLiked = (state: RootState, id: number) => state.profile.likes.some((r) => r.id === id);
/** Ids of the disliked recipes; the same array while the dislikes do not change. */
export const selectDislikedIds = createSelector([selectDislikes], (dislikes) => dislikes.map((r) => r.id));
export const selectIsDisliked = (state: RootState, id: number) => state.profile.dislikes.some((r) => r.id === id);
export const selectListHistory = (state: RootState) => state.profile.listHistory;
export const selectHistoryCount = (state: RootState) => state.profile.historyCount;
export const selectHistoryPages = (state: RootState) => state.profile.historyPages;
export const selectHistoryStatus = (state: RootState) => state.profile.historyStatus;
export const selectProfileError = (state: RootState) => state.profile.error;
