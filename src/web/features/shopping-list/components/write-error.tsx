import { Trans } from '@lingui/react/macro';
import type { WriteFailure } from '../use-list-writes.ts';

/** A refused write, said plainly, with a way to try again. */
export function WriteError({ failure, onDismiss }: { failure: WriteFailure | null; onDismiss: () => void }) {
  if (!failure) return null;
  return (
    <div className="alert alert-danger list-error" role="alert">
      <span>{failure.message}</span>
      <span className="row">
        <button type="button" className="btn btn-small" onClick={failure.retry}>
          <Trans>Retry</Trans>
        </button>
        <button type="button" className="btn btn-small" onClick={onDismiss}>
          <Trans>Dismiss</Trans>
        </button>
      </span>
    </div>
  );
}
