import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ItemList } from '#domain/shopping-list.ts';
import { apiSlice, type ApiFailure } from '../../app/api-slice.ts';

const LIST = { type: 'ShoppingList', id: 'CURRENT' } as const;
const HISTORY = { type: 'ShoppingList', id: 'HISTORY' } as const;

/** A fresh Idempotency-Key; a retry of the same write sends the same one (API.md, "Retries"). */
export function newWriteKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/** Every write carries its key, so a retry after a lost answer changes nothing twice. */
interface Keyed {
  key: string;
}

/** One item's tick, with its own key. */
export interface ItemTick extends Keyed {
  itemId: number;
  checked: boolean;
}

/** The list with these ticks applied (the ones not answered yet). */
function withTicks(list: ItemList, ticks: ItemTick[]): ItemList {
  const wanted = new Map(ticks.map((t) => [t.itemId, t.checked]));
  return { ...list, items: list.items.map((i) => (wanted.has(i.id) ? { ...i, checked: wanted.get(i.id)! } : i)) };
}

export interface ListPage {
  rows: ItemList[];
  count: number;
}

const write = (url: string, method: string, key: string, body?: object) => ({
  url,
  method,
  body,
  headers: { 'idempotency-key': key },
});

/**
 * The shopping list kept item by item on the server (API.md, "Shopping list, item by item"). Each write
 * answers the whole list, which replaces the cached one; a tick shows at once and rolls back if refused.
 */
export const listApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    /** A write whose answer is the new list. */
    const listWrite = <Arg extends Keyed>(request: (arg: Arg) => ReturnType<typeof write>) =>
      build.mutation<ItemList, Arg>({
        query: request,
        async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(listApi.util.upsertQueryData('getCurrentList', undefined, data));
          } catch {
            // The caller shows the failure with a retry.
          }
        },
      });

    return {
      getCurrentList: build.query<ItemList, void>({ query: () => '/api/lists/current', providesTags: [LIST] }),
      getListHistory: build.query<ListPage, number>({
        query: (page) => ({ url: '/api/lists/history', params: { page } }),
        providesTags: [HISTORY],
      }),
      addRecipesToList: listWrite<Keyed & { recipes: { id: number; servings?: number }[] }>(({ key, recipes }) =>
        write('/api/lists/current/recipes', 'POST', key, { recipes }),
      ),
      setListServings: listWrite<Keyed & { recipeId: number; servings: number }>(({ key, recipeId, servings }) =>
        write(`/api/lists/current/recipes/${recipeId}`, 'PATCH', key, { servings }),
      ),
      removeListRecipe: listWrite<Keyed & { recipeId: number }>(({ key, recipeId }) =>
        write(`/api/lists/current/recipes/${recipeId}`, 'DELETE', key),
      ),
      addListItem: listWrite<Keyed & { text: string }>(({ key, text }) =>
        write('/api/lists/current/items', 'POST', key, { text }),
      ),
      deleteListItem: listWrite<Keyed & { itemId: number }>(({ key, itemId }) =>
        write(`/api/lists/current/items/${itemId}`, 'DELETE', key),
      ),
      tickListItem: build.mutation<ItemList, Keyed & { itemId: number; checked: boolean }>({
        query: ({ key, itemId, checked }) => write(`/api/lists/current/items/${itemId}`, 'PATCH', key, { checked }),
        // Optimistic: the tick shows now and goes back if the server refuses.
        async onQueryStarted({ itemId, checked }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            listApi.util.updateQueryData('getCurrentList', undefined, (list) => {
              const item = list.items.find((i) => i.id === itemId);
              if (item) item.checked = checked;
            }),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(listApi.util.upsertQueryData('getCurrentList', undefined, data));
          } catch {
            patch.undo();
          }
        },
      }),
      /**
       * A recipe's checkbox: several item ticks, each the same PATCH with its own key as a single tick, sent
       * one after another. All show at once; each answer is shown with the ticks still to send, so nothing
       * flickers. An item gone meanwhile (404) is skipped; any other refusal stops there and shows the list
       * as the server has it (a retry sends the same keys, so what was done is not done twice).
       */
      tickListItems: build.mutation<ItemList, { ticks: ItemTick[] }>({
        async queryFn({ ticks }, { dispatch }, _extra, baseQuery) {
          const show = (list: ItemList, pending: ItemTick[]) =>
            dispatch(listApi.util.updateQueryData('getCurrentList', undefined, () => withTicks(list, pending)));
          let answered: ItemList | undefined;
          // queryFn's dispatch is typed without thunks; the patch it returns is the thunk's.
          const optimistic = dispatch(
            listApi.util.updateQueryData('getCurrentList', undefined, (list) => withTicks(list, ticks)),
          ) as unknown as { undo(): void };
          for (const [index, tick] of ticks.entries()) {
            const result = await baseQuery(
              write(`/api/lists/current/items/${tick.itemId}`, 'PATCH', tick.key, { checked: tick.checked }),
            );
            if (result.error) {
              const failure = result.error as ApiFailure;
              if (failure.code === 'LIST_ITEM_NOT_FOUND') continue;
              if (answered) show(answered, []);
              else optimistic.undo();
              return { error: failure };
            }
            answered = result.data as ItemList;
            show(answered, ticks.slice(index + 1));
          }
          if (!answered) {
            optimistic.undo();
            return {
              error: {
                status: 404,
                code: 'LIST_ITEM_NOT_FOUND',
                message: i18n._(msg`These items are no longer on the list`),
              },
            };
          }
          return { data: answered };
        },
      }),
      completeList: build.mutation<ItemList, Keyed>({
        query: ({ key }) => write('/api/lists/current/complete', 'POST', key),
        invalidatesTags: (_result, error) => (error ? [] : [LIST, HISTORY]),
      }),
    };
  },
});

export const {
  useGetCurrentListQuery,
  useGetListHistoryQuery,
  useAddRecipesToListMutation,
  useSetListServingsMutation,
  useRemoveListRecipeMutation,
  useAddListItemMutation,
  useDeleteListItemMutation,
  useTickListItemMutation,
  useTickListItemsMutation,
  useCompleteListMutation,
} = listApi;
