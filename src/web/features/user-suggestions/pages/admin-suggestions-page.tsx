import { Link, useSearchParams } from 'react-router';
import { SUGGESTION_STATUSES } from '#domain/constants.ts';
import { paths } from '../../../app/paths.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { pageParam, Pager } from '../../../components/pager.tsx';
import { DeleteSuggestionButton } from '../components/delete-suggestion-button.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import {
  useDeleteSuggestionMutation,
  useGetAllSuggestionsQuery,
  suggestionError,
  type SuggestionFilter,
} from '../suggestions-api.ts';
import '../components/suggestions.css';

const FILTERS: readonly SuggestionFilter[] = ['All', ...SUGGESTION_STATUSES];

/** What the table says when a status filter matches nothing. */
function emptyText(filter: SuggestionFilter): string {
  return filter === 'All' ? 'No suggestions at this time' : `No ${filter.toLowerCase()} suggestions`;
}

/** /admin/userSuggestions: every suggestion, filtered by status, to review or delete (spec §2). */
export function AdminSuggestionsPage() {
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const filter = FILTERS.find((f) => f === params.get('status')) ?? 'All';
  // Cached per page and filter; a review or a delete invalidates the list, which then refetches.
  const { data, error, isError, isLoading, isFetching } = useGetAllSuggestionsQuery({ page, status: filter });
  const [deleteSuggestion] = useDeleteSuggestionMutation();
  const suggestions = data?.rows ?? [];
  const total = data?.count ?? 0;

  const go = (next: { page?: number; status?: SuggestionFilter }) => {
    const query = new URLSearchParams({ page: String(next.page ?? 1) });
    const s = next.status ?? filter;
    if (s !== 'All') query.set('status', s);
    setParams(query);
  };

  return (
    <main className="page">
      <div className="page-header">
        <h1>User Suggestions</h1>
        <SelectField
          id="suggestion-filter"
          label="Status"
          value={filter}
          options={FILTERS}
          onChange={(status) => go({ status })}
        />
      </div>
      <AsyncTable
        error={isError ? suggestionError(error, 'Unable to load suggestions') : null}
        loading={isLoading}
        empty={suggestions.length === 0 ? emptyText(filter) : null}
        busy={isFetching}
      >
        <table className="table admin-table">
          <caption className="visually-hidden">
            Suggestions, {filter}, page {page}
          </caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                ID
              </th>
              <th scope="col">URL</th>
              <th scope="col">Suggested By</th>
              <th scope="col">Status</th>
              <th scope="col">Admin Response</th>
              <th scope="col">Submitted</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {suggestions.map((s) => (
              <tr key={s.id}>
                <td className="num">{s.id}</td>
                <td className="suggestion-url">
                  <a href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.url}
                  </a>
                </td>
                <td>{s.user?.username ?? 'N/A'}</td>
                <td>
                  <StatusBadge status={s.status} />
                </td>
                <td>{s.adminResponse || <span className="muted">—</span>}</td>
                <td className="nowrap">{s.createdAt.slice(0, 10)}</td>
                <td>
                  <span className="row-actions">
                    <Link
                      className="btn btn-small"
                      to={paths.reviewSuggestion(s.id)}
                      aria-label={`Review suggestion ${s.id}`}
                    >
                      Review
                    </Link>
                    <DeleteSuggestionButton
                      label={`suggestion ${s.id}`}
                      onConfirm={() => void deleteSuggestion(s.id)}
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncTable>
      {total > 0 ? <Pager page={page} total={total} noun="suggestions" onPage={(p) => go({ page: p })} /> : null}
    </main>
  );
}
