import type { PantryItem, PantryLocation } from '#domain/pantry.ts';
import { apiSlice } from '../../app/api-slice.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Pantry'] });
const PANTRY = { type: 'Pantry' as const, id: 'LIST' };

interface Paged<T> {
  rows: T[];
  count: number;
}

/** What "Add to pantry" sends (POST /api/pantry): the typed line, parsed by the server. */
export interface PantryAddInput {
  text: string;
  location: string;
  bestBefore: string | null;
  staple: boolean;
}

/** What "Edit" sends (PATCH /api/pantry/{id}). */
export interface PantryEditInput {
  name: string;
  qty: number | null;
  unit: string | null;
  location: string;
  bestBefore: string | null;
  staple: boolean;
}

export interface PantryPageQuery {
  page: number;
  location?: string;
  sort?: 'name' | 'bestBefore';
}

/** The household's pantry and its locations (docs/api/kitchen-loop.md, "Pantry"). */
const pantryApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPantry: build.query<Paged<PantryItem>, PantryPageQuery>({
      query: ({ page, location, sort = 'name' }) => ({
        url: '/api/pantry',
        params: { page, sort, ...(location ? { location } : {}) },
      }),
      providesTags: [PANTRY],
    }),
    getPantryLocations: build.query<Paged<PantryLocation>, void>({
      query: () => '/api/pantry/locations',
      providesTags: [PANTRY],
    }),
    addPantryItem: build.mutation<PantryItem, PantryAddInput>({
      query: (body) => ({ url: '/api/pantry', method: 'POST', body }),
      invalidatesTags: [PANTRY],
    }),
    updatePantryItem: build.mutation<PantryItem, { id: number } & PantryEditInput>({
      query: ({ id, ...body }) => ({ url: `/api/pantry/${id}`, method: 'PATCH', body }),
      invalidatesTags: [PANTRY],
    }),
    removePantryItem: build.mutation<void, number>({
      query: (id) => ({ url: `/api/pantry/${id}`, method: 'DELETE' }),
      invalidatesTags: [PANTRY],
    }),
    addPantryLocation: build.mutation<PantryLocation, string>({
      query: (name) => ({ url: '/api/pantry/locations', method: 'POST', body: { name } }),
      invalidatesTags: [PANTRY],
    }),
    removePantryLocation: build.mutation<void, number>({
      query: (id) => ({ url: `/api/pantry/locations/${id}`, method: 'DELETE' }),
      invalidatesTags: [PANTRY],
    }),
  }),
});

export const {
  useGetPantryQuery,
  useGetPantryLocationsQuery,
  useAddPantryItemMutation,
  useUpdatePantryItemMutation,
  useRemovePantryItemMutation,
  useAddPantryLocationMutation,
  useRemovePantryLocationMutation,
} = pantryApi;
