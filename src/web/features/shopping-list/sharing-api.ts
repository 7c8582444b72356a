import type { Invite } from '#domain/list-sharing.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import { apiSlice } from '../../app/api-slice.ts';
import { listApi } from './list-api.ts';

/** Sharing the list (API.md, "Live list and sharing"); a join or a removal answers the caller's list. */
export const sharingApi = apiSlice.injectEndpoints({
  endpoints: (build) => {
    const answersList = async (
      _arg: unknown,
      { dispatch, queryFulfilled }: { dispatch: (a: unknown) => unknown; queryFulfilled: Promise<{ data: ItemList }> },
    ) => {
      try {
        const { data } = await queryFulfilled;
        dispatch(listApi.util.upsertQueryData('getList', 'current', data));
      } catch {
        // The form shows the failure.
      }
    };
    return {
      createInvite: build.mutation<Invite, void>({
        query: () => ({ url: '/api/lists/current/invite', method: 'POST' }),
      }),
      joinList: build.mutation<ItemList, { code: string }>({
        query: ({ code }) => ({ url: '/api/lists/join', method: 'POST', body: { code } }),
        onQueryStarted: answersList,
      }),
      removeMember: build.mutation<ItemList, { username: string }>({
        query: ({ username }) => ({
          url: `/api/lists/current/members/${encodeURIComponent(username)}`,
          method: 'DELETE',
        }),
        onQueryStarted: answersList,
      }),
    };
  },
});

export const { useCreateInviteMutation, useJoinListMutation, useRemoveMemberMutation } = sharingApi;
