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
    if (error)
      return (
        <li className="alert alert-danger" role="alert">
          Could not load your lists: {(error as ApiFailure).message}{' '}
          <button type="button" className="btn btn-small" onClick={() => void refetch()}>
            Retry
          </button>
        </li>
      );
    return <li>{isFetching && <Loading />}</li>;
  }
  if (page === 1 && data.count === 0)
    return (
      <li className="empty-state">
        <p style={{ margin: 0, fontWeight: 700 }}>No completed lists</p>
        <p style={{ margin: '8px 0 16px' }}>Lists you mark as complete show up here.</p>
        <Link className="btn btn-primary" to={paths.shoppingListNav}>
          Go to your shopping list
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
            Show older lists
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
          <h1 id="history-title">History</h1>
          <p className="muted" style={{ margin: 0 }}>
            Every shopping list you marked as complete, as you bought it.
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
