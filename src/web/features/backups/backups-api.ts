import type { BackupInfo, BackupStatus } from '#domain/backup.ts';
import { apiSlice } from '../../app/api-slice.ts';

const tagged = apiSlice.enhanceEndpoints({ addTagTypes: ['Backup'] });

/** The admin's backups: list, status of the schedule, back up now, delete. */
export const backupsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    backups: build.query<BackupInfo[], void>({
      query: () => '/api/admin/backups',
      providesTags: ['Backup'],
    }),
    backupStatus: build.query<BackupStatus, void>({
      query: () => '/api/admin/backups/status',
      providesTags: ['Backup'],
    }),
    backUpNow: build.mutation<BackupInfo, void>({
      query: () => ({ url: '/api/admin/backups', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Backup']),
    }),
    deleteBackup: build.mutation<void, string>({
      query: (name) => ({ url: `/api/admin/backups/${encodeURIComponent(name)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Backup']),
    }),
  }),
});

export const { useBackupsQuery, useBackupStatusQuery, useBackUpNowMutation, useDeleteBackupMutation } = backupsApi;
