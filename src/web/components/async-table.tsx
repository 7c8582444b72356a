import { useLingui } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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

/**
 * A list page's table with its error alert, loading message and empty state (spec §4). On a phone its rows
 * are cards (phones.css); wider, a table wider than the page scrolls sideways in its wrapper, which is
 * then a named region that takes the focus, so the keyboard can scroll it too.
 */
export function AsyncTable({ error, loading, empty, busy, children }: AsyncTableProps) {
  const wrap = useRef<HTMLDivElement>(null);
  const scroller = useScrollableRegion(wrap);
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
        <div className="table-wrap" aria-busy={busy} ref={wrap} {...scroller}>
          {children}
        </div>
      ) : null}
    </>
  );
}

/** While the box scrolls sideways: a region named after its table's caption, in the tab order. */
function useScrollableRegion(ref: RefObject<HTMLElement | null>) {
  const { t } = useLingui();
  const fallback = t`Table`;
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const update = () => {
      const scrolls = el.scrollWidth > el.clientWidth + 1;
      setLabel(scrolls ? el.querySelector('caption')?.textContent?.trim() || fallback : null);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    const table = el.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  });
  return label === null ? {} : { role: 'region', tabIndex: 0, 'aria-label': label };
}

function labelCells(wrap: HTMLElement | null) {
  const table = wrap?.querySelector('table');
  if (!table) return;
  const headings = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
  for (const row of table.querySelectorAll('tbody tr'))
    [...row.children].forEach((cell, i) => cell.setAttribute('data-label', headings[i] ?? ''));
}
