import { apiSlice, RECIPE_LIST_TAG, recipeTag } from '../../../app/api-slice.ts';
import type { CookEntry, CookedAnswer, CookedInput } from './cooked-types.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['CookLog', 'Pantry'] });
const COOK_LOG = { type: 'CookLog' as const, id: 'LIST' };
// A cooking takes from the pantry: its page asks again.
const PANTRY = { type: 'Pantry' as const, id: 'LIST' };

interface Paged<T> {
  rows: T[];
  count: number;
}

/** "Cooked it", the cook logs and the photo of an entry (docs/api/kitchen-loop.md, "Cooked it"). */
const cookedApi = api.injectEndpoints({
  endpoints: (build) => ({
    logCooked: build.mutation<CookedAnswer, { recipeId: number } & CookedInput>({
      query: ({ recipeId, ...body }) => ({ url: `/api/recipes/${recipeId}/cooked`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { recipeId }) => [COOK_LOG, PANTRY, recipeTag(recipeId), RECIPE_LIST_TAG],
    }),
    putCookPhoto: build.mutation<CookEntry, { entryId: number; file: File }>({
      query: ({ entryId, file }) => ({
        url: `/api/cooklog/${entryId}/photo`,
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type },
      }),
      invalidatesTags: [COOK_LOG],
    }),
    getRecipeCookLog: build.query<Paged<CookEntry>, { recipeId: number; page: number }>({
      query: ({ recipeId, page }) => ({ url: `/api/recipes/${recipeId}/cooklog`, params: { page } }),
      providesTags: [COOK_LOG],
    }),
    getMyCookLog: build.query<Paged<CookEntry>, number>({
      query: (page) => ({ url: '/api/user/me/cooklog', params: { page } }),
      providesTags: [COOK_LOG],
    }),
  }),
});

export const { useLogCookedMutation, usePutCookPhotoMutation, useGetRecipeCookLogQuery, useGetMyCookLogQuery } =
  cookedApi;
