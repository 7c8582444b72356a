import type { SuggestionStatus } from '#domain/constants.ts';

const tone: Record<SuggestionStatus, string> = {
  Pending: 'badge badge-warning',
  Approved: 'badge badge-success',
  Denied: 'badge badge-danger',
};

/** A suggestion's status as a coloured badge. */
export function StatusBadge({ status }: { status: SuggestionStatus }) {
  return <span className={tone[status] ?? 'badge'}>{status}</span>;
}
