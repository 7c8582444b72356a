import type { Migration, MigrationDetail } from '#domain/recipe-migration.ts';
import { apiSlice } from '../../app/api-slice.ts';

export interface StartMigrationInput {
  file: File;
  source: string;
  duplicates: 'skip' | 'keep';
}

const api = apiSlice.enhanceEndpoints({ addTagTypes: ['Migration'] });

/** Uploads of other apps' exports and their reports (API.md, "Migration from other apps"). */
export const migrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    startMigration: build.mutation<Migration, StartMigrationInput>({
      query: ({ file, source, duplicates }) => {
        const body = new FormData();
        body.append('source', source);
        body.append('duplicates', duplicates);
        body.append('file', file, file.name);
        return { url: '/api/admin/migrations', method: 'POST', body };
      },
      invalidatesTags: ['Migration'],
    }),
    listMigrations: build.query<Migration[], void>({
      query: () => '/api/admin/migrations',
      providesTags: ['Migration'],
    }),
    getMigration: build.query<MigrationDetail, number>({
      query: (id) => `/api/admin/migrations/${id}`,
      providesTags: ['Migration'],
    }),
    cancelMigration: build.mutation<null, number>({
      query: (id) => ({ url: `/api/admin/migrations/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Migration'],
    }),
  }),
});

export const { useStartMigrationMutation, useListMigrationsQuery, useGetMigrationQuery, useCancelMigrationMutation } =
  migrationApi;
