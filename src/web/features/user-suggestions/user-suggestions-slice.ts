import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import type { ReviewSuggestionInput, Suggestion } from '#domain/suggestion.ts';
import { ApiError, errorMessage } from '../../app/api.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import type { RootState } from '../../app/store.ts';
import {
  getAllSuggestions,
  getMySuggestions,
  getSuggestion,
  postSuggestion,
  putReview,
  removeSuggestion,
  type SuggestionFilter,
  type SuggestionPage,
} from './suggestions-api.ts';

/** Suggestions state (spec §3), plus the admin list and its paging. */
export interface UserSuggestionsState {
  /** The suggestion open on the review screen. */
  singleSuggestion: Suggestion | null;
  /** The signed-in user's suggestions (the page last fetched) and their total. */
  loggedInUserSuggestions: Suggestion[];
  myCount: number;
  /** Every user's suggestions, for the admin (the page last fetched) and their total. */
  allSuggestions: Suggestion[];
  allCount: number;
  /** The admin list's last query, so a delete can refetch the same view. */
  allQuery: { page: number; status: SuggestionFilter };
  /** Flips after every successful review; the admin list refetches when it changes. */
  reviewed: boolean;
  status: AsyncStatus;
  error: string | null;
}

const initialState: UserSuggestionsState = {
  singleSuggestion: null,
  loggedInUserSuggestions: [],
  myCount: 0,
  allSuggestions: [],
  allCount: 0,
  allQuery: { page: 1, status: 'All' },
  reviewed: false,
  status: 'idle',
  error: null,
};

/** The server's message when it answered, otherwise the fallback (spec §8). */
function serverMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status > 0 && err.message ? err.message : fallback;
}

type Config = { rejectValue: string; state: RootState };

/** POST /api/userSuggestions; toasts the outcome. */
export const submitSuggestion = createAsyncThunk<Suggestion, string, Config>(
  'userSuggestions/suggestionSubmitted',
  async (url, { rejectWithValue }) => {
    try {
      const created = await postSuggestion(url.trim());
      toast.success('Your suggestion has been submitted!');
      return created;
    } catch (err) {
      const message = serverMessage(err, 'Unable to submit suggestion');
      toast.error(message);
      return rejectWithValue(message);
    }
  },
);

/** GET /api/userSuggestions/me?page. */
export const fetchMySuggestions = createAsyncThunk<SuggestionPage, number | undefined, Config>(
  'userSuggestions/mySuggestionsRequested',
  async (page = 1, { rejectWithValue }) => {
    try {
      return await getMySuggestions(page);
    } catch (err) {
      return rejectWithValue(errorMessage(err, 'Unable to load suggestions'));
    }
  },
);

/** GET /api/userSuggestions?page&status (admin). */
export const fetchAllSuggestions = createAsyncThunk<
  SuggestionPage,
  { page?: number; status?: SuggestionFilter } | undefined,
  Config
>('userSuggestions/allSuggestionsRequested', async (query, { rejectWithValue }) => {
  try {
    return await getAllSuggestions(query?.page ?? 1, query?.status ?? 'All');
  } catch (err) {
    return rejectWithValue(errorMessage(err, 'Unable to load suggestions'));
  }
});

/** GET /api/userSuggestions/{id} (admin). */
export const fetchSuggestion = createAsyncThunk<Suggestion, number | string, Config>(
  'userSuggestions/suggestionRequested',
  async (id, { rejectWithValue }) => {
    try {
      return await getSuggestion(id);
    } catch (err) {
      return rejectWithValue(errorMessage(err, 'Unable to load suggestion'));
    }
  },
);

/** PUT /api/userSuggestions/{id} with { adminResponse, status }; toasts the outcome. */
export const reviewSuggestion = createAsyncThunk<Suggestion, ReviewSuggestionInput & { id: number | string }, Config>(
  'userSuggestions/suggestionReviewed',
  async ({ id, adminResponse, status }, { rejectWithValue }) => {
    try {
      const updated = await putReview(id, { adminResponse, status });
      toast.success('Reviewed suggestion!');
      return updated;
    } catch (err) {
      const message = serverMessage(err, 'Unable to submit review');
      toast.error(message);
      return rejectWithValue(message);
    }
  },
);

/** DELETE /api/userSuggestions/{id}; toasts, then refetches the admin list as last viewed. */
export const deleteSuggestion = createAsyncThunk<number | string, number | string, Config>(
  'userSuggestions/suggestionDeleted',
  async (id, { dispatch, getState, rejectWithValue }) => {
    try {
      await removeSuggestion(id);
    } catch {
      toast.error('Unable to delete suggestion');
      return rejectWithValue('Unable to delete suggestion');
    }
    toast.success('Suggestion has been deleted!');
    void dispatch(fetchAllSuggestions(getState().userSuggestions.allQuery));
    return id;
  },
);

const rejected = (state: UserSuggestionsState, action: { payload?: string; error: { message?: string } }) => {
  state.status = 'failed';
  state.error = action.payload ?? action.error.message ?? 'Something went wrong';
};
const pending = (state: UserSuggestionsState) => {
  state.status = 'pending';
  state.error = null;
};

export const userSuggestionsSlice = createSlice({
  name: 'userSuggestions',
  initialState,
  reducers: {
    /** The review screen closed or opened another id: forget the previous suggestion. */
    reviewScreenLeft(state) {
      state.singleSuggestion = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(submitSuggestion.pending, pending)
      .addCase(submitSuggestion.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.loggedInUserSuggestions = [action.payload, ...state.loggedInUserSuggestions];
        state.myCount += 1;
      })
      .addCase(submitSuggestion.rejected, rejected)
      .addCase(fetchMySuggestions.pending, pending)
      .addCase(fetchMySuggestions.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.loggedInUserSuggestions = action.payload.rows;
        state.myCount = action.payload.count;
      })
      .addCase(fetchMySuggestions.rejected, rejected)
      .addCase(fetchAllSuggestions.pending, (state, action) => {
        pending(state);
        state.allQuery = { page: action.meta.arg?.page ?? 1, status: action.meta.arg?.status ?? 'All' };
      })
      .addCase(fetchAllSuggestions.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.allSuggestions = action.payload.rows;
        state.allCount = action.payload.count;
      })
      .addCase(fetchAllSuggestions.rejected, rejected)
      .addCase(fetchSuggestion.pending, (state, action) => {
        pending(state);
        if (state.singleSuggestion && String(state.singleSuggestion.id) !== String(action.meta.arg)) {
          state.singleSuggestion = null;
        }
      })
      .addCase(fetchSuggestion.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.singleSuggestion = action.payload;
      })
      .addCase(fetchSuggestion.rejected, (state, action) => {
        rejected(state, action);
        state.singleSuggestion = null;
      })
      .addCase(reviewSuggestion.pending, pending)
      .addCase(reviewSuggestion.fulfilled, (state, action) => {
        state.status = 'succeeded';
        state.singleSuggestion = action.payload;
        state.allSuggestions = state.allSuggestions.map((s) => (s.id === action.payload.id ? action.payload : s));
        state.reviewed = !state.reviewed;
      })
      .addCase(reviewSuggestion.rejected, rejected)
      .addCase(deleteSuggestion.pending, pending)
      .addCase(deleteSuggestion.fulfilled, (state, action) => {
        // The status stays with the refetch the thunk started; the row goes at once.
        state.allSuggestions = state.allSuggestions.filter((s) => String(s.id) !== String(action.payload));
        state.allCount = Math.max(0, state.allCount - 1);
      })
      .addCase(deleteSuggestion.rejected, rejected);
  },
});

export const { reviewScreenLeft } = userSuggestionsSlice.actions;

export const selectSingleSuggestion = (state: RootState) => state.userSuggestions.singleSuggestion;
export const selectMySuggestions = (state: RootState) => state.userSuggestions.loggedInUserSuggestions;
export const selectMySuggestionCount = (state: RootState) => state.userSuggestions.myCount;
export const selectAllSuggestions = (state: RootState) => state.userSuggestions.allSuggestions;
export const selectAllSuggestionCount = (state: RootState) => state.userSuggestions.allCount;
export const selectSuggestionsReviewed = (state: RootState) => state.userSuggestions.reviewed;
export const selectSuggestionsStatus = (state: RootState) => state.userSuggestions.status;
export const selectSuggestionsError = (state: RootState) => state.userSuggestions.error;

export default userSuggestionsSlice.reducer;
