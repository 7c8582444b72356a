import { useLingui } from '@lingui/react/macro';
import type { SuggestionStatus } from '#domain/constants.ts';
import { STATUS_LABELS } from '../status-labels.ts';

const tone: Record<SuggestionStatus, string> = {
  Pending: 'badge badge-warning',
  Approved: 'badge badge-success',
  Denied: 'badge badge-danger',
};

/** A suggestion's status as a coloured badge. */
export function StatusBadge({ status }: { status: SuggestionStatus }) {
  const { t } = useLingui();
  const label = STATUS_LABELS[status];
  return <span className={tone[status] ?? 'badge'}>{label ? t(label) : status}</span>;
}
