import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { getToken, notifyUnauthorized } from './api.ts';
import { failureOf, type ApiFailure } from './api-failure.ts';

export type { ApiFailure } from './api-failure.ts';

const rawBaseQuery = fetchBaseQuery({
  // fetchBaseQuery builds a Request, which needs an absolute URL outside a browser page (tests).
  baseUrl: typeof location === 'undefined' ? 'http://localhost' : location.origin,
  prepareHeaders: (headers) => {
    const token = getToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept', 'application/json');
    return headers;
  },
});

/** fetchBaseQuery with the token of api.ts, the same 401 handling and the same plain-words errors. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiFailure> = async (args, api, extra) => {
  const hadToken = Boolean(getToken());
  const result = await rawBaseQuery(args, api, extra);
  if (!result.error) return { data: result.data, meta: result.meta };
  const status = typeof result.error.status === 'number' ? result.error.status : 0;
  const failure = failureOf(status, result.error.data, hadToken);
  if (failure.code === 'UNAUTHENTICATED' && hadToken) notifyUnauthorized();
  return { error: failure };
};

/**
 * Tags shared across features: every cached recipe list provides RECIPE_LIST_TAG and every cached recipe
 * `{ type: 'Recipe', id }`, so a write in one feature (an admin's edit) refreshes what the others show.
 */
export const RECIPE_LIST_TAG = { type: 'RecipeList', id: 'LIST' } as const;
export const recipeTag = (id: number) => ({ type: 'Recipe' as const, id });

/** The one RTK Query api slice; each feature adds its endpoints with injectEndpoints. */
export const apiSlice = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Suggestion', 'RecipeList', 'Recipe', 'ShoppingList', 'Plan', 'User', 'Me', 'Preference'],
  endpoints: () => ({}),
});
