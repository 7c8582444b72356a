import { Trans, useLingui } from '@lingui/react/macro';
import { PAGE_SIZE } from '#domain/constants.ts';

/** Prev is disabled on page 1; Next once page × 25 reaches the total (spec §4). */
export function pagerState(page: number, total: number, pageSize = PAGE_SIZE) {
  return {
    hasPrev: page > 1,
    hasNext: page * pageSize < total,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}

interface PagerProps {
  page: number;
  total: number;
  /** What is being paged, translated by the caller, for the label and the count ('users', 'recipes'). */
  noun: string;
  onPage: (page: number) => void;
}

/** Prev / Next buttons with 'Page x of y'. */
export function Pager({ page, total, noun, onPage }: PagerProps) {
  const { t } = useLingui();
  const { hasPrev, hasNext, pageCount } = pagerState(page, total);
  return (
    <nav className="pager" aria-label={t`Pages of ${noun}`}>
      <button type="button" className="btn btn-small" disabled={!hasPrev} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> <Trans>Prev</Trans>
      </button>
      <span className="pager-info" aria-live="polite">
        <Trans>
          Page {page} of {pageCount} · {total} {noun}
        </Trans>
      </span>
      <button type="button" className="btn btn-small" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans> <span aria-hidden="true">→</span>
      </button>
    </nav>
  );
}

/** A page number from the query string: 1 unless a positive whole number is given. */
export function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
