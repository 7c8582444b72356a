import type { FoodMatch } from '#domain/food.ts';
import { apiSlice } from '../../app/api-slice.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['FoodMatch'] });
const MATCHES = { type: 'FoodMatch' as const, id: 'LIST' };

/**
 * An admin's food matches (docs/api/know.md, "Nutrition"): an ingredient name that always means one food.
 * A change alters every recipe's nutrition, so the cached recipes are asked for again.
 */
const foodMatchesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFoodMatches: build.query<{ rows: FoodMatch[]; count: number }, number>({
      query: (page) => ({ url: '/api/admin/food-matches', params: { page } }),
      providesTags: [MATCHES],
    }),
    setFoodMatch: build.mutation<FoodMatch, { name: string; foodId: number }>({
      query: (body) => ({ url: '/api/admin/food-matches', method: 'PUT', body }),
      invalidatesTags: [MATCHES, 'Recipe'],
    }),
    deleteFoodMatch: build.mutation<void, string>({
      query: (name) => ({ url: `/api/admin/food-matches/${encodeURIComponent(name)}`, method: 'DELETE' }),
      invalidatesTags: [MATCHES, 'Recipe'],
    }),
  }),
});

export const { useGetFoodMatchesQuery, useSetFoodMatchMutation, useDeleteFoodMatchMutation } = foodMatchesApi;
