import { createSlice, isAnyOf } from '@reduxjs/toolkit';
import type { Suggestion } from '#domain/suggestion.ts';
import type { AsyncStatus } from '../../app/async-status.ts';
import type { RootState } from '../../app/store.ts';
import { suggestionsApi } from './suggestions-api.ts';

/**
 * The suggestions state of spec §3 (singleSuggestion, loggedInUserSuggestions, status, error) and the
 * review flag of spec §4. The data itself lives in the RTK Query cache (suggestions-api.ts), which
 * refetches through tags; this slice mirrors the last answers so the state keeps the spec's shape.
 */
export interface UserSuggestionsState {
  singleSuggestion: Suggestion | null;
  loggedInUserSuggestions: Suggestion[];
  /** Flips after every successful review (spec §4); nothing needs it to refetch any more. */
  reviewed: boolean;
  status: AsyncStatus;
  error: string | null;
}

const initialState: UserSuggestionsState = {
  singleSuggestion: null,
  loggedInUserSuggestions: [],
  reviewed: false,
  status: 'idle',
  error: null,
};

const { endpoints } = suggestionsApi;
const calls = [
  endpoints.getMySuggestions,
  endpoints.getAllSuggestions,
  endpoints.getSuggestion,
  endpoints.submitSuggestion,
  endpoints.reviewSuggestion,
  endpoints.deleteSuggestion,
] as const;

export const userSuggestionsSlice = createSlice({
  name: 'userSuggestions',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addMatcher(endpoints.getMySuggestions.matchFulfilled, (state, { payload }) => {
        state.loggedInUserSuggestions = payload.rows;
      })
      .addMatcher(endpoints.submitSuggestion.matchFulfilled, (state, { payload }) => {
        state.loggedInUserSuggestions = [payload, ...state.loggedInUserSuggestions];
      })
      .addMatcher(
        isAnyOf(endpoints.getSuggestion.matchFulfilled, endpoints.reviewSuggestion.matchFulfilled),
        (state, { payload }) => {
          state.singleSuggestion = payload;
        },
      )
      .addMatcher(endpoints.reviewSuggestion.matchFulfilled, (state) => {
        state.reviewed = !state.reviewed;
      })
      .addMatcher(isAnyOf(...calls.map((call) => call.matchPending)), (state) => {
        state.status = 'pending';
        state.error = null;
      })
      .addMatcher(isAnyOf(...calls.map((call) => call.matchFulfilled)), (state) => {
        state.status = 'succeeded';
      })
      .addMatcher(isAnyOf(...calls.map((call) => call.matchRejected)), (state, action) => {
        // A query that was skipped or replaced is not a failure.
        if (action.meta.condition || action.error.name === 'AbortError') return;
        state.status = 'failed';
        state.error = (action.payload as { message?: string } | undefined)?.message ?? 'Something went wrong';
      });
  },
});

export const selectSingleSuggestion = (state: RootState) => state.userSuggestions.singleSuggestion;
export const selectSuggestionsReviewed = (state: RootState) => state.userSuggestions.reviewed;
export const selectSuggestionsStatus = (state: RootState) => state.userSuggestions.status;
export const selectSuggestionsError = (state: RootState) => state.userSuggestions.error;

export default userSuggestionsSlice.reducer;
