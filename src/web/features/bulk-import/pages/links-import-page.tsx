import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../app/paths.ts';
import {
  useCancelBulkImportMutation,
  useGetBulkImportQuery,
  useListBulkImportsQuery,
  useStartBulkImportMutation,
} from '../bulk-import-api.ts';
import { isRunning, POLL_MS } from '../links.ts';
import { JobCounts } from './job-counts.tsx';
import { JobProgress } from './job-progress.tsx';
import { JobResults } from './job-results.tsx';
import { LinksForm } from './links-form.tsx';
import './links-import-page.css';

/**
 * /admin/import/links, "Import many links": up to 500 recipe links imported in the background. A running job,
 * also one started before the page opened, is polled every second until it ends; then its counts and links.
 */
export function LinksImportPage() {
  const { t } = useLingui();
  const [startedId, setStartedId] = useState<number | null>(null);
  const list = useListBulkImportsQuery(undefined, { skip: startedId !== null });
  const runningAtOpen = list.data?.find((job) => isRunning(job));
  const jobId = startedId ?? runningAtOpen?.id ?? null;
  // The job last seen ended: polling stops there.
  const [ended, setEnded] = useState<number | null>(null);
  const current = useGetBulkImportQuery(jobId ?? 0, {
    skip: jobId === null,
    pollingInterval: ended === jobId ? 0 : POLL_MS,
    skipPollingIfUnfocused: false,
  });
  const job = current.data?.job.id === jobId ? current.data?.job : undefined;
  const running = job ? isRunning(job) : jobId !== null;
  if (job && !running && ended !== job.id) setEnded(job.id);
  const [start, started] = useStartBulkImportMutation();
  const [cancel, cancelled] = useCancelBulkImportMutation();

  const onStart = async (urls: string[]) => {
    const result = await start(urls);
    if (result.data) setStartedId(result.data.id);
  };

  return (
    <main id="main" className="page links-import-page">
      <div className="page-header">
        <h1>
          <Trans>Import many links</Trans>
        </h1>
      </div>
      <p>
        <Trans>
          Each link&apos;s recipe is saved as its page reads. To bring in a file from another app, use{' '}
          <Link to={paths.adminImport}>Import from another app</Link>.
        </Trans>
      </p>
      <LinksForm onStart={(urls) => void onStart(urls)} busy={started.isLoading} />
      {started.isError ? (
        <p className="alert alert-danger" role="alert">
          {(started.error as { message?: string }).message || t`The import could not start.`}
        </p>
      ) : null}
      {job && running ? (
        <JobProgress job={job} cancelling={cancelled.isLoading} onCancel={() => void cancel(job.id)} />
      ) : null}
      {job && !running && current.data ? (
        <section className="card" aria-labelledby="job-summary-title">
          <h2 id="job-summary-title">
            {job.status === 'cancelled' ? <Trans>Import cancelled</Trans> : <Trans>Import done</Trans>}
          </h2>
          <JobCounts job={job} />
          <JobResults items={current.data.items} />
        </section>
      ) : null}
    </main>
  );
}
