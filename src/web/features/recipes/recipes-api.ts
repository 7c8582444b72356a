import { PAGE_SIZE } from '#domain/constants.ts';
import type { RecipeListRow } from '#domain/recipe.ts';
import type { RecipeIds } from '#domain/shopping-list.ts';
import { apiSlice } from '../../app/api-slice.ts';

/** The filter bar of the recipe list. '' sort means the server's default order. */
export interface RecipeFilters {
  cuisine: string;
  restriction: string;
  sort: '' | 'ascending' | 'descending';
}

/** What the list asks the server for: the filter bar and the search box. */
export interface RecipeListArgs extends RecipeFilters {
  /** Name search; '' searches nothing. */
  q?: string;
}

/** Pages past this are never fetched in one go, so a hand-edited ?page=9999 stays cheap. */
export const MAX_PAGE = 40;

export interface RecipePage {
  rows: RecipeListRow[];
  count: number;
}

export const RECIPE_LIST_TAG = { type: 'RecipeList', id: 'LIST' } as const;

/**
 * GET /api/recipes as an infinite query: one cache entry per filter set, holding pages 1..n. A newer
 * filter never races an older one (each has its own entry), and 'Load More' asks for the next page only.
 * Disliked recipes are left out by the server (hideDisliked=true).
 */
export const recipesApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    getRecipePages: build.infiniteQuery<RecipePage, RecipeListArgs, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        maxPages: MAX_PAGE,
        getNextPageParam: (lastPage, _all, lastPageParam) =>
          lastPageParam * PAGE_SIZE < lastPage.count && lastPageParam < MAX_PAGE ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg: filters, pageParam }) => ({
        url: '/api/recipes',
        params: {
          page: pageParam,
          cuisine: filters.cuisine,
          restriction: filters.restriction,
          ...(filters.sort ? { sort: filters.sort } : {}),
          ...(filters.q ? { q: filters.q } : {}),
          hideDisliked: true,
        },
      }),
      providesTags: [RECIPE_LIST_TAG],
    }),
    /**
     * GET /api/user/me/dislikedIds: what the list needs to drop a card disliked elsewhere before its
     * pages refetch; ids only (full recipes were 230 KB for 200 dislikes). A dislike refetches it.
     */
    getDislikedIds: build.query<number[], void>({
      query: () => ({ url: '/api/user/me/dislikedIds' }),
      transformResponse: (answer: RecipeIds) => answer.ids,
      providesTags: [RECIPE_LIST_TAG],
    }),
  }),
});

export const { useGetRecipePagesInfiniteQuery, useGetDislikedIdsQuery } = recipesApi;
