import { Trans } from '@lingui/react/macro';
import type { ApiFailure } from '../app/api-slice.ts';

/** A failed load said in words, with "Try again" (the query's refetch). */
export function LoadFailure({ error, what, onRetry }: { error: unknown; what: string; onRetry: () => void }) {
  const reason = (error as ApiFailure | undefined)?.message ?? '';
  return (
    <p className="alert alert-danger" role="alert">
      <Trans>
        Could not load {what}: {reason}
      </Trans>{' '}
      <button type="button" className="btn btn-small" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </p>
  );
}
