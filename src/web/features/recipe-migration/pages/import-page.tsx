import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SOURCE_APPS } from '#domain/recipe-imported.ts';
import {
  useCancelMigrationMutation,
  useGetMigrationQuery,
  useListMigrationsQuery,
  useStartMigrationMutation,
} from '../migration-api.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { paths } from '../../../app/paths.ts';
import { statusLabel } from '../migration-labels.ts';
import { ExportRecipes } from './export-recipes.tsx';
import { MigrationReport } from './migration-report.tsx';

const isRunning = (status: string | undefined) => status === 'queued' || status === 'running';

/** /admin/import: "Import from another app" (issue 19). */
export function ImportPage() {
  const { t } = useLingui();
  const f = useFormat();
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState('auto');
  const [duplicates, setDuplicates] = useState<'skip' | 'keep'>('skip');
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [start, started] = useStartMigrationMutation();
  const [cancel] = useCancelMigrationMutation();
  const past = useListMigrationsQuery();
  const [polling, setPolling] = useState(true);
  const current = useGetMigrationQuery(currentId ?? 0, {
    skip: currentId === null,
    pollingInterval: polling ? 1000 : 0,
  });
  const m = current.data?.migration;
  if (m && !isRunning(m.status) && polling) setPolling(false);

  const status = m ? statusLabel(t, m.status) : '';
  const done = m ? f.number(m.done) : '';
  const total = m ? f.number(m.total) : '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!file) return;
    const res = await start({ file, source, duplicates });
    if ('data' in res && res.data) {
      setPolling(true);
      setCurrentId(res.data.id);
    }
  }

  return (
    <main id="main" className="page">
      <h1>
        <Trans>Import from another app</Trans>
      </h1>
      <p>
        <Trans>
          Recipes on web pages? <Link to={paths.adminImportLinks}>Import many links</Link> at once.
        </Trans>
      </p>
      <form
        onSubmit={(e) => void submit(e)}
        onDragOver={(e) => e.preventDefault()}
        onDrop={(e) => {
          e.preventDefault();
          const dropped = e.dataTransfer.files[0];
          if (dropped) setFile(dropped);
        }}
      >
        <label>
          <Trans>Export file</Trans> <input type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        {file && <p>{file.name}</p>}
        <label>
          <Trans>Source</Trans>{' '}
          <select value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="auto">{t`Detect automatically`}</option>
            {SOURCE_APPS.map((app) => (
              <option key={app} value={app}>
                {app}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>If a recipe is already here</Trans>{' '}
          <select value={duplicates} onChange={(e) => setDuplicates(e.target.value as 'skip' | 'keep')}>
            <option value="skip">{t`Skip it`}</option>
            <option value="keep">{t`Keep both`}</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={!file || started.isLoading}>
          <Trans>Start import</Trans>
        </button>
        {started.error && 'message' in started.error && <p role="alert">{String(started.error.message)}</p>}
      </form>

      {m && (
        <section aria-label={t`Progress`}>
          <progress
            aria-label={t`Import progress`}
            role="progressbar"
            max={Math.max(m.total, 1)}
            value={m.done}
            aria-valuenow={m.done}
            aria-valuemax={Math.max(m.total, 1)}
          />
          <p>
            <Trans>
              {status}: {done} of {total}
            </Trans>
          </p>
          {isRunning(m.status) && (
            <button type="button" className="btn" onClick={() => void cancel(m.id)}>
              <Trans>Cancel</Trans>
            </button>
          )}
        </section>
      )}
      {current.data && !isRunning(m?.status) && <MigrationReport detail={current.data} />}

      <section aria-labelledby="past-title">
        <h2 id="past-title">
          <Trans>Past imports</Trans>
        </h2>
        <ul>
          {(past.data ?? []).map((p) => {
            const pastSource = p.source;
            const pastStatus = statusLabel(t, p.status);
            const imported = f.number(p.imported);
            const skipped = f.number(p.skipped);
            const failed = f.number(p.failed);
            return (
              <li key={p.id}>
                <button type="button" className="link-button" onClick={() => setCurrentId(p.id)}>
                  {p.fileName}
                </button>{' '}
                <Trans>
                  ({pastSource}, {pastStatus}): {imported} imported, {skipped} skipped, {failed} failed
                </Trans>
              </li>
            );
          })}
        </ul>
      </section>
      <ExportRecipes />
    </main>
  );
}
