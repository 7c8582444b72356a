/** The date a list was completed, human-readable: 'March 5, 2025'. Falls back to updatedAt. */
export function completedDate(list: { completedAt: string | null; updatedAt?: string }, locale = 'en-US'): string {
  const date = new Date(list.completedAt ?? list.updatedAt ?? '');
  if (Number.isNaN(date.getTime())) return 'an unknown date';
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/**
 * 'Recipe List n - Marked Complete on {date}' (spec §2). Lists come newest first, and n counts from 1 for
 * the oldest, so the list at `index` of `total` is number total - index.
 */
export function historyTitle(
  list: { completedAt: string | null; updatedAt?: string },
  index: number,
  total: number,
  locale = 'en-US',
): string {
  return `Recipe List ${total - index} - Marked Complete on ${completedDate(list, locale)}`;
}
