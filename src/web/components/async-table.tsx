import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Loading } from './loading.tsx';

interface AsyncTableProps {
  /** An error to announce above the table; null or undefined for none. */
  error?: string | null;
  /** True while the first rows load: the loading message stands in for the table. */
  loading: boolean;
  /** Said instead of the table when there is nothing to list; null keeps the table. */
  empty?: ReactNode;
  /** aria-busy on the table's wrapper while more rows load over the ones shown. */
  busy?: boolean;
  /** The table; null for none. */
  children: ReactNode;
}

/** A list page's table with its error alert, loading message and empty state (spec §4). */
export function AsyncTable({ error, loading, empty, busy, children }: AsyncTableProps) {
  const wrap = useRef<HTMLDivElement>(null);
  // On a phone the rows show as cards (phones.css): each cell is labelled with its column's heading.
  useLayoutEffect(() => labelCells(wrap.current));
  return (
    <>
      {error ? (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      ) : null}
      {loading ? (
        <Loading />
      ) : empty ? (
        <p className="empty-state">{empty}</p>
      ) : children ? (
        <div className="table-wrap" aria-busy={busy} ref={wrap}>
          {children}
        </div>
      ) : null}
    </>
  );
}

function labelCells(wrap: HTMLElement | null) {
  const table = wrap?.querySelector('table');
  if (!table) return;
  const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  for (const row of table.querySelectorAll('tbody tr'))
    [...row.children].forEach((cell, i) => cell.setAttribute('data-label', headings[i] ?? ''));
}
