import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { HistoryLists } from '../components/history-lists.tsx';
import {
  fetchHistory,
  selectHistoryCount,
  selectHistoryPages,
  selectHistoryStatus,
  selectListHistory,
} from '../profile-slice.ts';
import '../components/profile-recipes.css';

/** /user/profile/history: completed shopping lists (spec §2). */
export function HistoryPage() {
  const dispatch = useAppDispatch();
  const lists = useAppSelector(selectListHistory);
  const total = useAppSelector(selectHistoryCount);
  const pages = useAppSelector(selectHistoryPages);
  const status = useAppSelector(selectHistoryStatus);

  useEffect(() => {
    void dispatch(fetchHistory(1));
  }, [dispatch]);

  return (
    <main id="main" className="page profile-recipes" aria-labelledby="history-title">
      <header className="page-header">
        <div>
          <h1 id="history-title">History</h1>
          <p className="muted" style={{ margin: 0 }}>
            Every shopping list you marked as complete.
          </p>
        </div>
      </header>
      {status === 'pending' && lists.length === 0 ? (
        <Loading />
      ) : lists.length === 0 ? (
        <div className="empty-state">
          <p style={{ margin: 0, fontWeight: 700 }}>No completed lists</p>
          <p style={{ margin: '8px 0 16px' }}>Lists you mark as complete show up here.</p>
          <Link className="btn btn-primary" to={paths.shoppingListNav}>
            Go to your shopping list
          </Link>
        </div>
      ) : (
        <>
          <HistoryLists lists={lists} total={total} />
          {lists.length < total && (
            <div className="load-more" style={{ display: 'flex', justifyContent: 'center', marginTop: 24 }}>
              <button
                type="button"
                className="btn"
                disabled={status === 'pending'}
                onClick={() => void dispatch(fetchHistory(pages + 1))}
              >
                {status === 'pending' ? 'Loading' : 'Show older lists'}
              </button>
            </div>
          )}
        </>
      )}
    </main>
  );
}
