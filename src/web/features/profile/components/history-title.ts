import { t } from '@lingui/core/macro';
import type { Formatter } from '../../../app/i18n/format.ts';

/** The date a list was completed, in the active language: 'March 5, 2025', '5. März 2025'. Falls back to updatedAt. */
export function completedDate(list: { completedAt: string | null; updatedAt?: string }, f: Formatter): string {
  const date = new Date(list.completedAt ?? list.updatedAt ?? '');
  if (Number.isNaN(date.getTime())) return t`an unknown date`;
  return f.date(date, { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * 'Recipe List n - Marked Complete on {date}' (spec §2), from the catalog. Lists come newest first, and n counts
 * from 1 for the oldest, so the list at `index` of `total` is number total - index.
 */
export function historyTitle(
  list: { completedAt: string | null; updatedAt?: string },
  index: number,
  total: number,
  f: Formatter,
): string {
  const number = total - index;
  const date = completedDate(list, f);
  return t`Recipe List ${number} - Marked Complete on ${date}`;
}
