import type { ExpandedIngredients } from '#domain/sub-recipe-api.ts';
import { apiSlice, recipeTag } from '../../../app/api-slice.ts';
import type { RecipeCost } from '#domain/cost.ts';
import type { Nutrients } from '#domain/food.ts';
import type { Nutrition } from '#domain/nutrition.ts';

// 'Price' is the prices page's tag too: a price added there refetches every cost.
const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Price'] });

/** A recipe at a number of servings. */
export interface AtServings {
  id: number;
  servings: number;
}

/**
 * What is in a recipe at the servings shown (docs/api/know.md): nutrition, cost and the expanded lines.
 * An admin's edit of the recipe (its tag) refetches all three.
 */
const knowApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNutrition: build.query<Nutrition, AtServings>({
      query: ({ id, servings }) => ({ url: `/api/recipes/${id}/nutrition`, params: { servings } }),
      providesTags: (_r, _e, { id }) => [recipeTag(id)],
    }),
    getRecipeCost: build.query<RecipeCost, AtServings>({
      query: ({ id, servings }) => ({ url: `/api/recipes/${id}/cost`, params: { servings } }),
      providesTags: (_r, _e, { id }) => [recipeTag(id), { type: 'Price', id: 'LIST' }],
    }),
    /** An admin's values for one serving, in place of the computed ones until deleted. */
    overrideNutrition: build.mutation<Nutrition, { id: number; perServing: Nutrients }>({
      query: ({ id, perServing }) => ({ url: `/api/recipes/${id}/nutrition`, method: 'PUT', body: { perServing } }),
      invalidatesTags: (_r, _e, { id }) => [recipeTag(id)],
    }),
    resetNutrition: build.mutation<void, number>({
      query: (id) => ({ url: `/api/recipes/${id}/nutrition`, method: 'DELETE' }),
      invalidatesTags: (_r, _e, id) => [recipeTag(id)],
    }),
    getExpandedIngredients: build.query<ExpandedIngredients, AtServings>({
      query: ({ id, servings }) => ({ url: `/api/recipes/${id}/ingredients`, params: { servings } }),
      providesTags: (_r, _e, { id }) => [recipeTag(id)],
    }),
  }),
});

export const {
  useGetNutritionQuery,
  useGetRecipeCostQuery,
  useGetExpandedIngredientsQuery,
  useOverrideNutritionMutation,
  useResetNutritionMutation,
} = knowApi;
