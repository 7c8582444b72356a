import type { RetailerList } from '#domain/retailer.ts';
import { apiSlice } from '../../app/api-slice.ts';

export const retailerApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    /**
     * POST /api/amazon/convertshoppinglist: the list's unticked items in the retailer's units. A query
     * although it POSTs: it changes nothing, and each list version is converted once.
     */
    convertForRetailer: build.query<RetailerList, { listId: number; version: number }>({
      query: ({ listId }) => ({ url: '/api/amazon/convertshoppinglist', method: 'POST', body: { listId } }),
    }),
  }),
});

export const { useConvertForRetailerQuery } = retailerApi;
