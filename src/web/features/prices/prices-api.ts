import type { Food } from '#domain/food.ts';
import type { Price } from '#domain/price.ts';
import { apiSlice } from '../../app/api-slice.ts';

// 'Price' is also the tag of every recipe's cost: a change here refetches them.
const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Price'] });
const PRICES = { type: 'Price' as const, id: 'LIST' };
// The list's estimate is computed from the household's prices.
const LIST = { type: 'ShoppingList' as const, id: 'CURRENT' };

interface Paged<T> {
  rows: T[];
  count: number;
}

/** What the form sends (POST /api/prices; PATCH sends the same fields). */
export interface PriceInput {
  foodId: number;
  amount: number;
  packSize: number;
  packUnit: string;
  store: string;
  date: string;
}

/** The household's prices (docs/api/know.md, "Cost") and the food search the form picks from. */
const pricesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrices: build.query<Paged<Price>, number>({
      query: (page) => ({ url: '/api/prices', params: { page } }),
      providesTags: [PRICES],
    }),
    addPrice: build.mutation<Price, PriceInput>({
      query: (body) => ({ url: '/api/prices', method: 'POST', body }),
      invalidatesTags: [PRICES, LIST],
    }),
    updatePrice: build.mutation<Price, { id: number } & PriceInput>({
      query: ({ id, ...body }) => ({ url: `/api/prices/${id}`, method: 'PATCH', body }),
      invalidatesTags: [PRICES, LIST],
    }),
    deletePrice: build.mutation<void, number>({
      query: (id) => ({ url: `/api/prices/${id}`, method: 'DELETE' }),
      invalidatesTags: [PRICES, LIST],
    }),
    searchFoods: build.query<Paged<Food>, string>({
      query: (q) => ({ url: '/api/foods', params: { q } }),
    }),
  }),
});

export const {
  useGetPricesQuery,
  useAddPriceMutation,
  useUpdatePriceMutation,
  useDeletePriceMutation,
  useSearchFoodsQuery,
} = pricesApi;
