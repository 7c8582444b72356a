import type { FullRecipe, RecipeListRow, RecipePayload } from '#domain/recipe.ts';
import type { User } from '#domain/user.ts';
import { apiSlice, RECIPE_LIST_TAG, recipeTag } from '../../app/api-slice.ts';

/** A page of a list endpoint. */
export interface Paged<T> {
  rows: T[];
  count: number;
}

/** Filters of the admin recipe table. */
export interface AdminRecipeQuery {
  page: number;
  cuisine: string;
  restriction: string;
  active: 'yes' | 'no' | 'both';
}

/** A page of the admin user list, sorted by last name when asked. */
export interface UserPageQuery {
  page: number;
  sort: boolean;
}

const USERS = { type: 'User', id: 'LIST' } as const;

/**
 * The admin portal's calls. Adding or editing a recipe invalidates every cached recipe list and that
 * recipe, so the user's recipe list, the recipe page and this table show the change without a reload.
 */
export const adminApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user/all?page&sort=true. */
    getUserPage: build.query<Paged<User>, UserPageQuery>({
      query: ({ page, sort }) => ({ url: '/api/user/all', params: { page, ...(sort ? { sort: 'true' } : {}) } }),
      providesTags: [USERS],
    }),
    /** GET /api/recipes with the admin filters; active is omitted for 'both' (spec §7), the server's admin default. */
    getAdminRecipes: build.query<Paged<RecipeListRow>, AdminRecipeQuery>({
      query: (query) => ({
        url: '/api/recipes',
        params: {
          page: query.page,
          ...(query.cuisine === 'all' ? {} : { cuisine: query.cuisine }),
          ...(query.restriction === 'all' ? {} : { restriction: query.restriction }),
          ...(query.active === 'both' ? {} : { active: query.active }),
        },
      }),
      providesTags: [RECIPE_LIST_TAG],
    }),
    /** POST /api/recipes/add-recipe. */
    addRecipe: build.mutation<FullRecipe, RecipePayload>({
      query: (payload) => ({ url: '/api/recipes/add-recipe', method: 'POST', body: payload }),
      invalidatesTags: (_result, error) => (error ? [] : [RECIPE_LIST_TAG]),
    }),
    /** PUT /api/recipes/{id}. */
    updateRecipe: build.mutation<FullRecipe, { id: number; payload: RecipePayload }>({
      query: ({ id, payload }) => ({ url: `/api/recipes/${id}`, method: 'PUT', body: payload }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : [RECIPE_LIST_TAG, recipeTag(id)]),
    }),
  }),
});

export const { useGetUserPageQuery, useGetAdminRecipesQuery, useAddRecipeMutation, useUpdateRecipeMutation } = adminApi;
