import { useState, type FormEvent } from 'react';
import { SOURCE_APPS } from '#domain/recipe-imported.ts';
import {
  useCancelMigrationMutation,
  useGetMigrationQuery,
  useListMigrationsQuery,
  useStartMigrationMutation,
} from '../migration-api.ts';
import { ExportRecipes } from './export-recipes.tsx';
import { MigrationReport } from './migration-report.tsx';

const isRunning = (status: string | undefined) => status === 'queued' || status === 'running';

/** /admin/import: "Import from another app" (issue 19). */
export function ImportPage() {
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
      <h1>Import from another app</h1>
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
          Export file <input type="file" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        {file && <p>{file.name}</p>}
        <label>
          Source{' '}
          <select value={source} onChange={(e) => setSource(e.target.value)}>
            <option value="auto">Detect automatically</option>
            {SOURCE_APPS.map((app) => (
              <option key={app} value={app}>
                {app}
              </option>
            ))}
          </select>
        </label>
        <label>
          If a recipe is already here{' '}
          <select value={duplicates} onChange={(e) => setDuplicates(e.target.value as 'skip' | 'keep')}>
            <option value="skip">Skip it</option>
            <option value="keep">Keep both</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary" disabled={!file || started.isLoading}>
          Start import
        </button>
        {started.error && 'message' in started.error && <p role="alert">{String(started.error.message)}</p>}
      </form>

      {m && (
        <section aria-label="Progress">
          <progress
            aria-label="Import progress"
            role="progressbar"
            max={Math.max(m.total, 1)}
            value={m.done}
            aria-valuenow={m.done}
            aria-valuemax={Math.max(m.total, 1)}
          />
          <p>
            {m.status}: {m.done} of {m.total}
          </p>
          {isRunning(m.status) && (
            <button type="button" className="btn" onClick={() => void cancel(m.id)}>
              Cancel
            </button>
          )}
        </section>
      )}
      {current.data && !isRunning(m?.status) && <MigrationReport detail={current.data} />}

      <section aria-labelledby="past-title">
        <h2 id="past-title">Past imports</h2>
        <ul>
          {(past.data ?? []).map((p) => (
            <li key={p.id}>
              <button type="button" className="link-button" onClick={() => setCurrentId(p.id)}>
                {p.fileName}
              </button>{' '}
              ({p.source}, {p.status}): {p.imported} imported, {p.skipped} skipped, {p.failed} failed
            </li>
          ))}
        </ul>
      </section>
      <ExportRecipes />
    </main>
  );
}
