import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { BackupInfo } from '#domain/backup.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { downloadWithToken } from '../../../app/download.ts';
import { useFormat, type Formatter } from '../../../app/i18n/format.ts';
import {
  useBackUpNowMutation,
  useBackupStatusQuery,
  useBackupsQuery,
  useDeleteBackupMutation,
} from '../backups-api.ts';
import '../backups.css';

/** The server's words for a failure, else the catalog's. */
function useFailureOf() {
  const { t } = useLingui();
  return (error: unknown) => (error as ApiFailure | undefined)?.message ?? t`Something went wrong.`;
}
const rowsOf = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
const when = (f: Formatter, iso: string) => f.date(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });

/** "34 KB" or "1.5 MB", with the number in the active language. */
function Size({ bytes }: { bytes: number }) {
  const f = useFormat();
  if (bytes < 1024 * 1024) {
    const kb = f.number(Math.max(1, Math.round(bytes / 1024)));
    return <Trans>{kb} KB</Trans>;
  }
  const mb = f.number(bytes / 1024 / 1024, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return <Trans>{mb} MB</Trans>;
}

function ScheduleWarning() {
  const { t } = useLingui();
  const f = useFormat();
  const { data } = useBackupStatusQuery();
  const last = data?.lastScheduled;
  if (!last || last.state !== 'failed') return null;
  const at = when(f, last.at);
  const reason = last.error ?? t`no reason was recorded`;
  return (
    <p role="alert" className="backup-warning">
      <Trans>
        The last scheduled backup ({at}) failed: {reason}
      </Trans>
    </p>
  );
}

function BackupRow({ backup }: { backup: BackupInfo }) {
  const { t } = useLingui();
  const f = useFormat();
  const failureOf = useFailureOf();
  const name = backup.name;
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useDeleteBackupMutation();
  const download = () =>
    downloadWithToken(`/api/admin/backups/${encodeURIComponent(backup.name)}`, backup.name).catch((err: Error) => {
      const reason = err.message;
      toast.error(t`Could not download ${name}: ${reason}`);
    });
  const confirmDelete = async () => {
    const result = await remove(backup.name);
    if ('error' in result) {
      const reason = failureOf(result.error);
      toast.error(t`Could not delete ${name}: ${reason}`);
    }
    setConfirming(false);
  };
  return (
    <tr>
      <td data-label={t`Backup`}>{backup.name}</td>
      <td data-label={t`Made`}>{when(f, backup.createdAt)}</td>
      <td data-label={t`Size`}>
        <Size bytes={backup.size} />
      </td>
      <td data-label={t`Rows`}>{f.number(rowsOf(backup.counts))}</td>
      <td data-label={t`Actions`} className="backup-actions">
        {confirming ? (
          <span role="group" aria-label={t`Delete ${name}?`}>
            <Trans>Delete it for good?</Trans>{' '}
            <button type="button" onClick={confirmDelete} disabled={removing.isLoading}>
              <Trans>Yes, delete {name}</Trans>
            </button>{' '}
            <button type="button" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </button>
          </span>
        ) : (
          <>
            <button type="button" onClick={download} aria-label={t`Download ${name}`}>
              <Trans>Download</Trans>
            </button>{' '}
            <button type="button" onClick={() => setConfirming(true)} aria-label={t`Delete ${name}`}>
              <Trans>Delete</Trans>
            </button>
          </>
        )}
      </td>
    </tr>
  );
}

/** /admin/backups: back up now, the backups with size, time and counts, download and delete (issue 20). */
export function BackupsPage() {
  const { t } = useLingui();
  const failureOf = useFailureOf();
  const backups = useBackupsQuery();
  const [backUp, backingUp] = useBackUpNowMutation();
  const start = async () => {
    const result = await backUp();
    if ('error' in result) {
      const reason = failureOf(result.error);
      toast.error(t`The backup failed: ${reason}`);
    } else {
      const name = result.data.name;
      toast.success(t`Backup ${name} is ready.`);
    }
  };
  const loadFailure = backups.isError ? failureOf(backups.error) : '';
  return (
    <main className="backups-page">
      <h1>
        <Trans>Backups</Trans>
      </h1>
      <ScheduleWarning />
      <p>
        <Trans>
          A backup holds every recipe, user, list, plan and picture. Restore one with{' '}
          <code>npm run restore -- FILE</code> while the server is stopped.
        </Trans>
      </p>
      <button type="button" onClick={start} disabled={backingUp.isLoading}>
        {backingUp.isLoading ? <Trans>Backing up…</Trans> : <Trans>Back up now</Trans>}
      </button>
      {backups.isError ? (
        <p role="alert">
          <Trans>Could not load the backups: {loadFailure}</Trans>{' '}
          <button type="button" onClick={() => backups.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : backups.data && backups.data.length === 0 ? (
        <p>
          <Trans>No backups yet.</Trans>
        </p>
      ) : (
        <table className="backups-table">
          <caption>
            <Trans>Backups, newest first</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Backup</Trans>
              </th>
              <th scope="col">
                <Trans>Made</Trans>
              </th>
              <th scope="col">
                <Trans>Size</Trans>
              </th>
              <th scope="col">
                <Trans>Rows</Trans>
              </th>
              <th scope="col">
                <Trans>Actions</Trans>
              </th>
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
