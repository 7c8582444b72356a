import type { BulkJob, BulkJobDetail } from '#domain/bulk-import.ts';
import { apiSlice } from '../../app/api-slice.ts';

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['BulkImport'] });

/** Many recipe links imported in the background (docs/api/bring-in.md, "Many links at once"). */
export const bulkImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    startBulkImport: build.mutation<BulkJob, string[]>({
      query: (urls) => ({ url: '/api/recipes/import/bulk', method: 'POST', body: { urls } }),
      invalidatesTags: ['BulkImport'],
    }),
    listBulkImports: build.query<BulkJob[], void>({
      query: () => '/api/recipes/import/bulk',
      providesTags: ['BulkImport'],
    }),
    getBulkImport: build.query<BulkJobDetail, number>({
      query: (id) => `/api/recipes/import/bulk/${id}`,
      providesTags: ['BulkImport'],
    }),
    cancelBulkImport: build.mutation<null, number>({
      query: (id) => ({ url: `/api/recipes/import/bulk/${id}`, method: 'DELETE' }),
      invalidatesTags: ['BulkImport'],
    }),
  }),
});

export const {
  useStartBulkImportMutation,
  useListBulkImportsQuery,
  useGetBulkImportQuery,
  useCancelBulkImportMutation,
} = bulkImportApi;
