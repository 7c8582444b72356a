import { PAGE_SIZE } from '#domain/constants.ts';
import type { ChefsChoiceInput, ChefsChoiceResult, FullRecipe, RecipeDetail, RecipeListRow } from '#domain/recipe.ts';
import { apiSlice, RECIPE_LIST_TAG, recipeTag } from '../../app/api-slice.ts';

/** The filter bar of the recipe list. '' sort means the server's default order. */
export interface RecipeFilters {
  cuisine: string;
  restriction: string;
  /** Serving size, or the household's cooking ("Last cooked", "Most cooked"). */
  sort: '' | 'ascending' | 'descending' | 'lastCooked' | 'timesCooked';
  /** "Missing at most" this many foods ('0' is "Cook now"); '' for no pantry filter. */
  missingMax: string;
  /** "Not cooked in N days"; '' for no such filter. */
  notCookedDays: string;
}

/** What the list asks the server for: the filter bar and the search box. */
export interface RecipeListArgs extends RecipeFilters {
  /** Name search; '' searches nothing. */
  q?: string;
}

/** Pages past this are never fetched in one go, so a hand-edited ?page=9999 stays cheap. */
export const MAX_PAGE = 40;

/** "Cook now" is `cookNow=true`; "Missing at most N" is `missingMax=N` (docs/api/kitchen-loop.md). */
const pantryParams = (missingMax: string) =>
  missingMax === '' ? {} : missingMax === '0' ? { cookNow: true } : { missingMax };

export interface RecipePage {
  rows: RecipeListRow[];
  count: number;
}

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
          ...pantryParams(filters.missingMax),
          ...(filters.notCookedDays ? { notCookedDays: filters.notCookedDays } : {}),
          ...(filters.q ? { q: filters.q } : {}),
          hideDisliked: true,
        },
      }),
      providesTags: [RECIPE_LIST_TAG],
    }),
    /** GET /api/recipes/{id}; an admin's edit of it refetches it. */
    getRecipe: build.query<RecipeDetail, number>({
      query: (id) => `/api/recipes/${id}`,
      providesTags: (_result, _error, id) => [recipeTag(id)],
    }),
    /** GET /api/recipes/of-the-day. */
    getRecipeOfTheDay: build.query<FullRecipe, void>({
      query: () => '/api/recipes/of-the-day',
      providesTags: (result) => (result ? [recipeTag(result.id)] : []),
    }),
    /** POST /api/recipes/chefs-choice: random picks until people × meals servings are reached. */
    chefsChoice: build.mutation<ChefsChoiceResult, ChefsChoiceInput>({
      query: (input) => ({ url: '/api/recipes/chefs-choice', method: 'POST', body: input }),
    }),
  }),
});

export const { useGetRecipePagesInfiniteQuery, useGetRecipeQuery, useGetRecipeOfTheDayQuery, useChefsChoiceMutation } =
  recipesApi;
