import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
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
import { STATUS_LABELS, SUGGESTION_FILTERS as FILTERS } from '../status-labels.ts';
import '../components/suggestions.css';

/** What the table says when a status filter matches nothing. */
const EMPTY_TEXTS: Record<SuggestionFilter, MessageDescriptor> = {
  All: msg`No suggestions at this time`,
  Pending: msg`No pending suggestions`,
  Approved: msg`No approved suggestions`,
  Denied: msg`No denied suggestions`,
};

/** /admin/userSuggestions: every suggestion, filtered by status, to review or delete (spec §2). */
export function AdminSuggestionsPage() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const filter = FILTERS.find((f) => f === params.get('status')) ?? 'All';
  // Cached per page and filter; a review or a delete invalidates the list, which then refetches.
  const { data, error, isError, isLoading, isFetching } = useGetAllSuggestionsQuery({ page, status: filter });
  const [deleteSuggestion] = useDeleteSuggestionMutation();
  const suggestions = data?.rows ?? [];
  const total = data?.count ?? 0;
  const filterLabel = t(STATUS_LABELS[filter]);
  const reviewLabel = (id: number) => t`Review suggestion ${id}`;

  const go = (next: { page?: number; status?: SuggestionFilter }) => {
    const query = new URLSearchParams({ page: String(next.page ?? 1) });
    const s = next.status ?? filter;
    if (s !== 'All') query.set('status', s);
    setParams(query);
  };

  return (
    <main className="page">
      <div className="page-header">
        <h1>
          <Trans>User Suggestions</Trans>
        </h1>
        <SelectField
          id="suggestion-filter"
          label={t`Status`}
          optionLabel={(option) => t(STATUS_LABELS[option])}
          value={filter}
          options={FILTERS}
          onChange={(status) => go({ status })}
        />
      </div>
      <AsyncTable
        error={isError ? suggestionError(error, t`Unable to load suggestions`) : null}
        loading={isLoading}
        empty={suggestions.length === 0 ? t(EMPTY_TEXTS[filter]) : null}
        busy={isFetching}
      >
        <table className="table admin-table">
          <caption className="visually-hidden">
            <Trans>
              Suggestions, {filterLabel}, page {page}
            </Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                <Trans>ID</Trans>
              </th>
              <th scope="col">
                <Trans>URL</Trans>
              </th>
              <th scope="col">
                <Trans>Suggested By</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Admin Response</Trans>
              </th>
              <th scope="col">
                <Trans>Submitted</Trans>
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <Trans>Actions</Trans>
                </span>
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
                <td>{s.user?.username ?? t`N/A`}</td>
                <td>
                  <StatusBadge status={s.status} />
                </td>
                <td>{s.adminResponse || <span className="muted">—</span>}</td>
                <td className="nowrap">{s.createdAt.slice(0, 10)}</td>
                <td>
                  <span className="row-actions">
                    <Link className="btn btn-small" to={paths.reviewSuggestion(s.id)} aria-label={reviewLabel(s.id)}>
                      <Trans>Review</Trans>
                    </Link>
                    <DeleteSuggestionButton id={s.id} onConfirm={() => void deleteSuggestion(s.id)} />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncTable>
      {total > 0 ? <Pager page={page} total={total} noun={t`suggestions`} onPage={(p) => go({ page: p })} /> : null}
    </main>
  );
}
