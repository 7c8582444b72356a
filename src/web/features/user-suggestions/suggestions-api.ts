import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { toast } from 'react-toastify';
import type { ReviewSuggestionInput, Suggestion } from '#domain/suggestion.ts';
import { apiSlice, type ApiFailure } from '../../app/api-slice.ts';

/** A page of suggestions. */
export interface SuggestionPage {
  rows: Suggestion[];
  count: number;
}

/** The admin table's status filter; 'All' sends no status. */
export type SuggestionFilter = 'All' | Suggestion['status'];

export interface AllSuggestionsQuery {
  page: number;
  status: SuggestionFilter;
}

/**
 * Spec §8: the server's words when it answered, otherwise the spec's fallback, followed by what to do
 * when the server could not be reached.
 */
export function suggestionError(error: unknown, fallback: string): string {
  const failure = error as Partial<ApiFailure> | undefined;
  if (!failure || !failure.status) return `${fallback}. ${failure?.message ?? ''}`.trim();
  if (failure.code === 'UNAVAILABLE') return `${fallback}. ${failure.message}`;
  return failure.message || fallback;
}

const LIST = { type: 'Suggestion', id: 'LIST' } as const;
const MINE = { type: 'Suggestion', id: 'MINE' } as const;
const one = (id: number | string) => ({ type: 'Suggestion' as const, id: Number(id) });

/**
 * Suggestion calls through RTK Query. Lists are cached per query and refetched when a submit, review or
 * delete invalidates them; a delete leaves the admin table at once and comes back if the server refuses.
 */
export const suggestionsApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getMySuggestions: build.query<SuggestionPage, number>({
      query: (page) => ({ url: '/api/userSuggestions/me', params: { page } }),
      providesTags: [MINE],
    }),
    getAllSuggestions: build.query<SuggestionPage, AllSuggestionsQuery>({
      query: ({ page, status }) => ({
        url: '/api/userSuggestions',
        params: status === 'All' ? { page } : { page, status },
      }),
      providesTags: (result) => [LIST, ...(result?.rows ?? []).map((s) => one(s.id))],
    }),
    // Keyed by the id as the route writes it ('12'), so the review's answer lands in the same cache entry.
    getSuggestion: build.query<Suggestion, string>({
      query: (id) => `/api/userSuggestions/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [one(id)],
    }),
    submitSuggestion: build.mutation<Suggestion, string>({
      query: (url) => ({ url: '/api/userSuggestions', method: 'POST', body: { url: url.trim() } }),
      invalidatesTags: [MINE, LIST],
      async onQueryStarted(_url, { queryFulfilled }) {
        try {
          await queryFulfilled;
          toast.success(i18n._(msg`Your suggestion has been submitted!`));
        } catch (failed) {
          toast.error(suggestionError((failed as { error?: unknown }).error, i18n._(msg`Unable to submit suggestion`)));
        }
      },
    }),
    reviewSuggestion: build.mutation<Suggestion, ReviewSuggestionInput & { id: number | string }>({
      query: ({ id, adminResponse, status }) => ({
        url: `/api/userSuggestions/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { adminResponse, status },
      }),
      // The review screen shows the answer at once; the lists that hold the row refetch.
      invalidatesTags: (_result, error) => (error ? [] : [LIST, MINE]),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(suggestionsApi.util.updateQueryData('getSuggestion', String(id), () => data));
          toast.success(i18n._(msg`Reviewed suggestion!`));
        } catch (failed) {
          toast.error(suggestionError((failed as { error?: unknown }).error, i18n._(msg`Unable to submit review`)));
        }
      },
    }),
    deleteSuggestion: build.mutation<void, number | string>({
      query: (id) => ({ url: `/api/userSuggestions/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LIST, MINE]),
      // Optimistic: the row leaves every cached admin page now, and returns if the server refuses.
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = suggestionsApi.util
          .selectInvalidatedBy(getState(), [one(id)])
          .filter((entry) => entry.endpointName === 'getAllSuggestions')
          .map((entry) =>
            dispatch(
              suggestionsApi.util.updateQueryData(
                'getAllSuggestions',
                entry.originalArgs as AllSuggestionsQuery,
                (page) => {
                  const before = page.rows.length;
                  page.rows = page.rows.filter((s) => String(s.id) !== String(id));
                  page.count = Math.max(0, page.count - (before - page.rows.length));
                },
              ),
            ),
          );
        try {
          await queryFulfilled;
          toast.success(i18n._(msg`Suggestion has been deleted!`));
        } catch {
          patches.forEach((patch) => patch.undo());
          toast.error(i18n._(msg`Unable to delete suggestion`));
        }
      },
    }),
  }),
});

export const {
  useGetMySuggestionsQuery,
  useGetAllSuggestionsQuery,
  useGetSuggestionQuery,
  useSubmitSuggestionMutation,
  useReviewSuggestionMutation,
  useDeleteSuggestionMutation,
} = suggestionsApi;
