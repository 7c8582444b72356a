import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { pageParam, Pager } from '../../../components/pager.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { responseDate } from '../response-date.ts';
import { suggestionError, useGetMySuggestionsQuery } from '../suggestions-api.ts';
import '../components/suggestions.css';

/** /user/profile/userSuggestions: the signed-in user's suggestions and their answers (spec §2). */
export function UserSuggestionsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const { data, error, isError, isLoading } = useGetMySuggestionsQuery(page);
  const suggestions = data?.rows ?? [];
  const total = data?.count ?? 0;

  return (
    <main className="page">
      <div className="page-header">
        <h1>
          <Trans>Your Suggestions</Trans>
        </h1>
      </div>
      <AsyncTable
        error={isError ? suggestionError(error, t`Unable to load suggestions`) : null}
        loading={isLoading}
        empty={suggestions.length === 0 ? t`No suggestions at this time` : null}
      >
        <table className="table admin-table">
          <caption className="visually-hidden">
            <Trans>Your suggestions</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>URL</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Admin Response</Trans>
              </th>
              <th scope="col">
                <Trans>Response Date</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {suggestions.map((s) => (
              <tr key={s.id}>
                <td className="suggestion-url">
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.url}
                  </a>
                </td>
                <td>
                  <StatusBadge status={s.status} />
                </td>
                <td>{s.adminResponse || <span className="muted">—</span>}</td>
                <td className="nowrap">{responseDate(s) ?? t`N/A`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncTable>
      {total > suggestions.length || page > 1 ? (
        <Pager page={page} total={total} noun={t`suggestions`} onPage={(p) => setParams({ page: String(p) })} />
      ) : null}
      <div className="suggestion-cta">
        <p>
          <Trans>Want to suggest a recipe?</Trans>
        </p>
        <Link className="btn btn-primary" to={paths.suggest}>
          <Trans>Make a suggestion</Trans>
        </Link>
      </div>
    </main>
  );
}
