import type { HouseholdSettings, ListChangeBody } from '#domain/household-lists.ts';
import type { ItemList, ListSummaryPage } from '#domain/shopping-list.ts';
import { listApi, LISTS } from './list-api.ts';
import { refOfList } from './list-ref.ts';

const SETTINGS = { type: 'ShoppingList', id: 'SETTINGS' } as const;

/** What "New list" and "Make a list for this store" send (POST /api/lists). */
export interface NewList {
  name: string;
  store?: { placeId: string; name: string };
}

/**
 * The household's several lists (docs/api/kitchen-loop.md, "Several lists") and its settings: which lists
 * there are, making, renaming and deleting one. A list's contents are list-api.ts's.
 */
export const listsApi = listApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every list of the household (at most 20), the default first; the map matches them to its stores. */
    getLists: build.query<ListSummaryPage, void>({ query: () => '/api/lists', providesTags: [LISTS] }),
    createList: build.mutation<ItemList, NewList>({
      query: (body) => ({ url: '/api/lists', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(listApi.util.upsertQueryData('getList', refOfList(data), data));
        } catch {
          // The form shows why.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    changeList: build.mutation<ItemList, { listId: number } & Pick<ListChangeBody, 'name'>>({
      query: ({ listId, ...body }) => ({ url: `/api/lists/${listId}`, method: 'PATCH', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(listApi.util.upsertQueryData('getList', refOfList(data), data));
        } catch {
          // The form shows why.
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    deleteList: build.mutation<void, { listId: number }>({
      query: ({ listId }) => ({ url: `/api/lists/${listId}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
    }),
    getHouseholdSettings: build.query<HouseholdSettings, void>({
      query: () => '/api/household/settings',
      providesTags: [SETTINGS],
    }),
    setHouseholdSettings: build.mutation<HouseholdSettings, HouseholdSettings>({
      query: (body) => ({ url: '/api/household/settings', method: 'PATCH', body }),
      // Optimistic: the checkbox shows its new state at once, and goes back if the server refuses.
      async onQueryStarted(settings, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          listsApi.util.updateQueryData('getHouseholdSettings', undefined, (shown) => ({ ...shown, ...settings })),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(listsApi.util.upsertQueryData('getHouseholdSettings', undefined, data));
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetListsQuery,
  useCreateListMutation,
  useChangeListMutation,
  useDeleteListMutation,
  useGetHouseholdSettingsQuery,
  useSetHouseholdSettingsMutation,
} = listsApi;
