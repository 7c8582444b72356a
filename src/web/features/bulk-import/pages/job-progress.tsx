import { Trans, useLingui } from '@lingui/react/macro';
import type { BulkJob } from '#domain/bulk-import.ts';
import { useFormat } from '../../../app/i18n/format.ts';

interface JobProgressProps {
  job: BulkJob;
  onCancel: () => void;
  cancelling: boolean;
}

/** A running import: how many links have an outcome, of how many, and Cancel. */
export function JobProgress({ job, onCancel, cancelling }: JobProgressProps) {
  const { t } = useLingui();
  const f = useFormat();
  const done = f.number(job.done);
  const total = f.number(job.total);
  const share = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;

  return (
    <section className="card job-progress" aria-labelledby="job-progress-title">
      <h2 id="job-progress-title">
        <Trans>Importing…</Trans>
      </h2>
      <div
        className="job-progress__bar"
        role="progressbar"
        aria-label={t`Links done`}
        aria-valuemin={0}
        aria-valuemax={job.total}
        aria-valuenow={job.done}
        aria-valuetext={t`${done} of ${total} links done`}
      >
        <span className="job-progress__fill" style={{ inlineSize: `${share}%` }} />
      </div>
      <p>
        <Trans>
          {done} of {total} links done
        </Trans>
      </p>
      <button type="button" className="btn" onClick={onCancel} disabled={cancelling}>
        <Trans>Cancel</Trans>
      </button>
    </section>
  );
}
