import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ItemList, MoveItemAnswer, ToPantryAnswer } from '#domain/shopping-list.ts';
import { apiSlice, type ApiFailure } from '../../app/api-slice.ts';
import { listPath, listTag, refOfList, type ListRef } from './list-ref.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Pantry'] });
const HISTORY = { type: 'ShoppingList', id: 'HISTORY' } as const;
const PANTRY = { type: 'Pantry', id: 'LIST' } as const;
/** With "Ticked items go to the pantry" a tick changes the pantry too: a pantry on screen reads it again. */
const pantryAfterTick = (_result: unknown, error: unknown) => (error ? [] : [PANTRY]);
/** The household's lists as the picker shows them (lists-api.ts). */
export const LISTS = { type: 'ShoppingList', id: 'LISTS' } as const;

/** A fresh Idempotency-Key; a retry of the same write sends the same one (API.md, "Retries"). */
export function newWriteKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;
}

/**
 * Every write carries its key, so a retry after a lost answer changes nothing twice, and names its list
 * (the default list when absent).
 */
interface Keyed {
  key: string;
  list?: ListRef;
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
export const listApi = api.injectEndpoints({
  endpoints: (build) => {
    /** A write whose answer is the new list. */
    const listWrite = <Arg extends Keyed>(request: (arg: Arg) => ReturnType<typeof write>) =>
      build.mutation<ItemList, Arg>({
        query: request,
        async onQueryStarted({ list = 'current' }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(listApi.util.upsertQueryData('getList', list, data));
          } catch {
            // The caller shows the failure with a retry.
          }
        },
      });

    return {
      getList: build.query<ItemList, ListRef>({
        query: (ref) => listPath(ref),
        providesTags: (_r, _e, ref) => [listTag(ref)],
      }),
      getListHistory: build.query<ListPage, number>({
        query: (page) => ({ url: '/api/lists/history', params: { page } }),
        providesTags: [HISTORY],
      }),
      addRecipesToList: listWrite<Keyed & { recipes: { id: number; servings?: number }[] }>(
        ({ key, list = 'current', recipes }) => write(`${listPath(list)}/recipes`, 'POST', key, { recipes }),
      ),
      setListServings: listWrite<Keyed & { recipeId: number; servings: number }>(
        ({ key, list = 'current', recipeId, servings }) =>
          write(`${listPath(list)}/recipes/${recipeId}`, 'PATCH', key, { servings }),
      ),
      removeListRecipe: listWrite<Keyed & { recipeId: number }>(({ key, list = 'current', recipeId }) =>
        write(`${listPath(list)}/recipes/${recipeId}`, 'DELETE', key),
      ),
      addListItem: listWrite<Keyed & { text: string }>(({ key, list = 'current', text }) =>
        write(`${listPath(list)}/items`, 'POST', key, { text }),
      ),
      deleteListItem: listWrite<Keyed & { itemId: number }>(({ key, list = 'current', itemId }) =>
        write(`${listPath(list)}/items/${itemId}`, 'DELETE', key),
      ),
      tickListItem: build.mutation<ItemList, Keyed & { itemId: number; checked: boolean }>({
        invalidatesTags: pantryAfterTick,
        query: ({ key, list = 'current', itemId, checked }) =>
          write(`${listPath(list)}/items/${itemId}`, 'PATCH', key, { checked }),
        // Optimistic: the tick shows now and goes back if the server refuses.
        async onQueryStarted({ list: ref = 'current', itemId, checked }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            listApi.util.updateQueryData('getList', ref, (list) => {
              const item = list.items.find((i) => i.id === itemId);
              if (item) item.checked = checked;
            }),
          );
          try {
            const { data } = await queryFulfilled;
            dispatch(listApi.util.upsertQueryData('getList', ref, data));
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
      tickListItems: build.mutation<ItemList, { list?: ListRef; ticks: ItemTick[] }>({
        invalidatesTags: pantryAfterTick,
        async queryFn({ list: ref = 'current', ticks }, { dispatch }, _extra, baseQuery) {
          const show = (list: ItemList, pending: ItemTick[]) =>
            dispatch(listApi.util.updateQueryData('getList', ref, () => withTicks(list, pending)));
          let answered: ItemList | undefined;
          // queryFn's dispatch is typed without thunks; the patch it returns is the thunk's.
          const optimistic = dispatch(
            listApi.util.updateQueryData('getList', ref, (list) => withTicks(list, ticks)),
          ) as unknown as { undo(): void };
          for (const [index, tick] of ticks.entries()) {
            const result = await baseQuery(
              write(`${listPath(ref)}/items/${tick.itemId}`, 'PATCH', tick.key, { checked: tick.checked }),
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
        query: ({ key, list = 'current' }) => write(`${listPath(list)}/complete`, 'POST', key),
        invalidatesTags: (_result, error, { list = 'current' }) => (error ? [] : [listTag(list), HISTORY, LISTS]),
      }),
      /** "Move to…": the item leaves this list for another; both lists are answered and cached. */
      moveListItem: build.mutation<MoveItemAnswer, Keyed & { itemId: number; toListId: number }>({
        query: ({ key, list = 'current', itemId, toListId }) =>
          write(`${listPath(list)}/items/${itemId}/move`, 'POST', key, { toListId }),
        async onQueryStarted({ list = 'current' }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(listApi.util.upsertQueryData('getList', list, data.from));
            dispatch(listApi.util.upsertQueryData('getList', refOfList(data.to), data.to));
          } catch {
            // The caller shows the failure with a retry.
          }
        },
        invalidatesTags: (_result, error) => (error ? [] : [LISTS]),
      }),
      /** "Add to pantry": the item's amounts go to the pantry, the item is ticked and marked as in it. */
      addItemToPantry: build.mutation<ToPantryAnswer, Keyed & { itemId: number; bestBefore?: string }>({
        query: ({ key, list = 'current', itemId, bestBefore }) =>
          write(`${listPath(list)}/items/${itemId}/to-pantry`, 'POST', key, bestBefore ? { bestBefore } : {}),
        async onQueryStarted({ list = 'current' }, { dispatch, queryFulfilled }) {
          try {
            const { data } = await queryFulfilled;
            dispatch(listApi.util.upsertQueryData('getList', list, data.list));
          } catch {
            // The dialog shows the failure.
          }
        },
        invalidatesTags: (_result, error) => (error ? [] : [PANTRY]),
      }),
    };
  },
});

export const {
  useGetListQuery,
  useGetListHistoryQuery,
  useAddRecipesToListMutation,
  useSetListServingsMutation,
  useRemoveListRecipeMutation,
  useAddListItemMutation,
  useDeleteListItemMutation,
  useTickListItemMutation,
  useTickListItemsMutation,
  useCompleteListMutation,
  useMoveListItemMutation,
  useAddItemToPantryMutation,
} = listApi;
