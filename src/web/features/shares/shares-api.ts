import type { CreatedShare, CreateShareInput, Share } from '#domain/share.ts';
import { apiSlice } from '../../app/api-slice.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Share'] });

/** A page of the caller's live links (GET /api/shares). */
interface SharePage {
  rows: Share[];
  count: number;
}

/** Share links (docs/api/doors.md, "Share links"): made once with their token, listed without it, revoked. */
export const sharesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/shares: the only answer that holds the token and its url. */
    createShare: build.mutation<CreatedShare, CreateShareInput>({
      query: (input) => ({ url: '/api/shares', method: 'POST', body: input }),
      invalidatesTags: ['Share'],
    }),
    /** GET /api/shares?page=N, newest first. */
    getShares: build.query<SharePage, number>({
      query: (page) => ({ url: '/api/shares', params: { page } }),
      providesTags: ['Share'],
    }),
    /** DELETE /api/shares/{id}: the link answers 404 from then on. */
    revokeShare: build.mutation<null, number>({
      query: (id) => ({ url: `/api/shares/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Share'],
    }),
  }),
});

export const { useCreateShareMutation, useGetSharesQuery, useRevokeShareMutation } = sharesApi;
