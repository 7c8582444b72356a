import type { FetchArgs } from '@reduxjs/toolkit/query';
import { PAGE_SIZE } from '#domain/constants.ts';
import type {
  Collection,
  CollectionEntryInput,
  CollectionRecipe,
  CollectionSort,
  CreateCollectionInput,
  UpdateCollectionInput,
} from '#domain/collection.ts';
import { apiSlice, type ApiFailure } from '../../app/api-slice.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Collection', 'CollectionRecipes', 'Share'] });

interface Paged<T> {
  rows: T[];
  count: number;
}

const LIST = { type: 'Collection' as const, id: 'LIST' };
const one = (id: number) => ({ type: 'Collection' as const, id });
const recipesOf = (id: number) => ({ type: 'CollectionRecipes' as const, id });

type Fetch = (
  args: string | FetchArgs,
) => { data?: unknown; error?: unknown } | PromiseLike<{ data?: unknown; error?: unknown }>;

/** At most this many pages (500 rows) are fetched in one go: a manual collection's limit. */
const MAX_PAGES = 20;

/**
 * Every page of a paged route, up to 500 rows: page 1 says how many there are, the rest are asked for
 * together. A manual collection holds at most 500 recipes and a user 200 collections; a smart one's
 * matches beyond 500 are left out (its page pages through them instead).
 */
async function allPages<T>(fetch: Fetch, url: string, params: Record<string, string> = {}) {
  const first = await fetch({ url, params: { ...params, page: 1 } });
  if (first.error) return { error: first.error as ApiFailure };
  const { rows, count } = first.data as Paged<T>;
  const pages = Math.min(MAX_PAGES, Math.ceil(count / PAGE_SIZE));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, pages - 1) }, (_, i) => fetch({ url, params: { ...params, page: i + 2 } })),
  );
  const failed = rest.find((r) => r.error);
  if (failed) return { error: failed.error as ApiFailure };
  return { data: { rows: [...rows, ...rest.flatMap((r) => (r.data as Paged<T>).rows)], count } };
}

/** A collection's recipes as asked for by the pages. */
export interface RecipesArgs {
  id: number;
  sort?: CollectionSort;
}

/** The user's collections (docs/api/doors.md, "Collections"): lists, one, its recipes and their order. */
export const collectionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/collections?page=N, by name. */
    getCollections: build.query<Paged<Collection>, number>({
      query: (page) => ({ url: '/api/collections', params: { page } }),
      providesTags: [LIST],
    }),
    /** Every collection of the user (at most 200), for "Add to collection". */
    getAllCollections: build.query<Paged<Collection>, void>({
      queryFn: (_arg, _api, _extra, fetch) => allPages<Collection>(fetch, '/api/collections'),
      providesTags: [LIST],
    }),
    /** GET /api/collections/{id}. */
    getCollection: build.query<Collection, number>({
      query: (id) => `/api/collections/${id}`,
      providesTags: (_r, _e, id) => [one(id)],
    }),
    /** Every recipe of a collection (at most 500 in a manual one), in the order asked for. */
    getCollectionRecipes: build.query<Paged<CollectionRecipe>, RecipesArgs>({
      queryFn: ({ id, sort }, _api, _extra, fetch) =>
        allPages<CollectionRecipe>(fetch, `/api/collections/${id}/recipes`, sort ? { sort } : {}),
      providesTags: (_r, _e, { id }) => [recipesOf(id)],
    }),
    /** One page of a collection's recipes (a smart collection may match thousands). */
    getCollectionRecipePage: build.query<Paged<CollectionRecipe>, RecipesArgs & { page: number }>({
      query: ({ id, sort, page }) => ({
        url: `/api/collections/${id}/recipes`,
        params: { page, ...(sort ? { sort } : {}) },
      }),
      providesTags: (_r, _e, { id }) => [recipesOf(id)],
    }),
    /** POST /api/collections: a filter makes it smart. */
    createCollection: build.mutation<Collection, CreateCollectionInput>({
      query: (body) => ({ url: '/api/collections', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    /** PATCH /api/collections/{id}: name, description, a smart one's filter. */
    updateCollection: build.mutation<Collection, { id: number; change: UpdateCollectionInput }>({
      query: ({ id, change }) => ({ url: `/api/collections/${id}`, method: 'PATCH', body: change }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id), recipesOf(id), 'Share']),
    }),
    /** DELETE /api/collections/{id}: its share links end too. */
    deleteCollection: build.mutation<null, number>({
      query: (id) => ({ url: `/api/collections/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : [LIST, 'Share']),
    }),
    /** POST /api/collections/{id}/entries: appended last; 409 when the recipe is in it already. */
    addToCollection: build.mutation<Collection, { id: number } & CollectionEntryInput>({
      query: ({ id, recipeId, section }) => ({
        url: `/api/collections/${id}/entries`,
        method: 'POST',
        body: section ? { recipeId, section } : { recipeId },
      }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id), recipesOf(id)]),
    }),
    /**
     * PUT /api/collections/{id}/entries: the whole order. The cached list moves at once (`rows`, the
     * recipes as they will be listed) and goes back if the server refuses.
     */
    setEntries: build.mutation<Collection, { id: number; rows: CollectionRecipe[] }>({
      query: ({ id, rows }) => ({
        url: `/api/collections/${id}/entries`,
        method: 'PUT',
        body: { entries: rows.map((r) => ({ recipeId: r.id, section: r.section })) },
      }),
      async onQueryStarted({ id, rows }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          collectionsApi.util.updateQueryData('getCollectionRecipes', { id }, (draft) => {
            draft.rows = rows;
            draft.count = rows.length;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_r, error, { id }) => (error ? [recipesOf(id)] : [LIST, one(id)]),
    }),
    /** DELETE /api/collections/{id}/entries/{recipeId}. */
    removeFromCollection: build.mutation<Collection, { id: number; recipeId: number }>({
      query: ({ id, recipeId }) => ({ url: `/api/collections/${id}/entries/${recipeId}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { id }) => (error ? [] : [LIST, one(id), recipesOf(id)]),
    }),
  }),
});

export const {
  useGetCollectionsQuery,
  useGetAllCollectionsQuery,
  useGetCollectionQuery,
  useGetCollectionRecipesQuery,
  useGetCollectionRecipePageQuery,
  useCreateCollectionMutation,
  useUpdateCollectionMutation,
  useDeleteCollectionMutation,
  useAddToCollectionMutation,
  useSetEntriesMutation,
  useRemoveFromCollectionMutation,
} = collectionsApi;
