import { useState } from 'react';
import { toast } from 'react-toastify';
import type { BackupInfo } from '#domain/backup.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { downloadWithToken } from '../../../app/download.ts';
import {
  useBackUpNowMutation,
  useBackupStatusQuery,
  useBackupsQuery,
  useDeleteBackupMutation,
} from '../backups-api.ts';
import '../backups.css';

const failureOf = (error: unknown) => (error as ApiFailure | undefined)?.message ?? 'Something went wrong.';
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const rowsOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function ScheduleWarning() {
  const { data } = useBackupStatusQuery();
  const last = data?.lastScheduled;
  if (!last || last.state !== 'failed') return null;
  return (
    <p role="alert" className="backup-warning">
      The last scheduled backup ({when(last.at)}) failed: {last.error ?? 'no reason was recorded'}
    </p>
  );
}

function BackupRow({ backup }: { backup: BackupInfo }) {
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useDeleteBackupMutation();
  const download = () =>
    downloadWithToken(`/api/admin/backups/${encodeURIComponent(backup.name)}`, backup.name).catch((err: Error) =>
      toast.error(`Could not download ${backup.name}: ${err.message}`),
    );
  const confirmDelete = async () => {
    const result = await remove(backup.name);
    if ('error' in result) toast.error(`Could not delete ${backup.name}: ${failureOf(result.error)}`);
    setConfirming(false);
  };
  return (
    <tr>
      <td data-label="Backup">{backup.name}</td>
      <td data-label="Made">{when(backup.createdAt)}</td>
      <td data-label="Size">{sizeOf(backup.size)}</td>
      <td data-label="Rows">{rowsOf(backup.counts).toLocaleString('en-US')}</td>
      <td data-label="Actions" className="backup-actions">
        {confirming ? (
          <span role="group" aria-label={`Delete ${backup.name}?`}>
            Delete it for good?{' '}
            <button type="button" onClick={confirmDelete} disabled={removing.isLoading}>
              Yes, delete {backup.name}
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              Keep it
            </button>
          </span>
        ) : (
          <>
            <button type="button" onClick={download} aria-label={`Download ${backup.name}`}>
              Download
            </button>{' '}
            <button type="button" onClick={() => setConfirming(true)} aria-label={`Delete ${backup.name}`}>
              Delete
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

/** /admin/backups: back up now, the backups with size, time and counts, download and delete (issue 20). */
export function BackupsPage() {
  const backups = useBackupsQuery();
  const [backUp, backingUp] = useBackUpNowMutation();
  const start = async () => {
    const result = await backUp();
    if ('error' in result) toast.error(`The backup failed: ${failureOf(result.error)}`);
    else toast.success(`Backup ${result.data.name} is ready.`);
  };
  return (
    <main className="backups-page">
      <h1>Backups</h1>
      <ScheduleWarning />
      <p>
        A backup holds every recipe, user, list, plan and picture. Restore one with <code>npm run restore -- FILE</code>{' '}
        while the server is stopped.
      </p>
      <button type="button" onClick={start} disabled={backingUp.isLoading}>
        {backingUp.isLoading ? 'Backing up…' : 'Back up now'}
      </button>
      {backups.isError ? (
        <p role="alert">
          Could not load the backups: {failureOf(backups.error)}{' '}
          <button type="button" onClick={() => backups.refetch()}>
            Try again
          </button>
        </p>
      ) : backups.data && backups.data.length === 0 ? (
        <p>No backups yet.</p>
      ) : (
        <table className="backups-table">
          <caption>Backups, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Backup</th>
              <th scope="col">Made</th>
              <th scope="col">Size</th>
              <th scope="col">Rows</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {(backups.data ?? []).map((backup) => (
              <BackupRow key={backup.name} backup={backup} />
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}
