import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { useGetListHistoryQuery } from '../../shopping-list/index.ts';
import { HistoryLists } from '../components/history-lists.tsx';
import '../components/profile-recipes.css';

/** One page of completed lists; the last one shown offers the next. */
function HistoryPageRows({ page, last, onMore }: { page: number; last: boolean; onMore: () => void }) {
  const { data, error, isFetching, refetch } = useGetListHistoryQuery(page);
  if (!data) {
    const reason = (error as ApiFailure | undefined)?.message;
    if (error)
      return (
        <li className="alert alert-danger" role="alert">
          <Trans>Could not load your lists: {reason}</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={() => void refetch()}>
            <Trans>Retry</Trans>
          </button>
        </li>
      );
    return <li>{isFetching && <Loading />}</li>;
  }
  if (page === 1 && data.count === 0)
    return (
      <li className="empty-state">
        <p style={{ margin: 0, fontWeight: 700 }}>
          <Trans>No completed lists</Trans>
        </p>
        <p style={{ margin: '8px 0 16px' }}>
          <Trans>Lists you mark as complete show up here.</Trans>
        </p>
        <Link className="btn btn-primary" to={paths.shoppingListNav}>
          <Trans>Go to your shopping list</Trans>
        </Link>
      </li>
    );
  const first = (page - 1) * PAGE_SIZE;
  return (
    <>
      <HistoryLists lists={data.rows} first={first} total={data.count} />
      {last && first + data.rows.length < data.count && (
        <li className="load-more" style={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
          <button type="button" className="btn" onClick={onMore}>
            <Trans>Show older lists</Trans>
          </button>
        </li>
      )}
    </>
  );
}

/** /user/profile/history: completed shopping lists, each as it was bought (spec §2). */
export function HistoryPage() {
  const [pages, setPages] = useState(1);
  return (
    <main id="main" className="page profile-recipes" aria-labelledby="history-title">
      <header className="page-header">
        <div>
          <h1 id="history-title">
            <Trans>History</Trans>
          </h1>
          <p className="muted" style={{ margin: 0 }}>
            <Trans>Every shopping list you marked as complete, as you bought it.</Trans>
          </p>
        </div>
      </header>
      <ol className="history-lists">
        {Array.from({ length: pages }, (_, i) => (
          <HistoryPageRows key={i + 1} page={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} />
        ))}
      </ol>
    </main>
  );
}
