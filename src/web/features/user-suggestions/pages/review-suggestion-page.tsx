import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SUGGESTION_STATUSES, type SuggestionStatus } from '#domain/constants.ts';
import type { Suggestion } from '#domain/suggestion.ts';
import { paths } from '../../../app/paths.ts';
import { Loading } from '../../../components/loading.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { AdminSubnav } from '../../../components/admin-subnav.tsx';
import { RequireAdmin } from '../../../components/require-admin.tsx';
import { StatusBadge } from '../components/status-badge.tsx';
import { suggestionError, useGetSuggestionQuery, useReviewSuggestionMutation } from '../suggestions-api.ts';
import { STATUS_LABELS } from '../status-labels.ts';
import '../components/suggestions.css';

/** The review form, pre-filled from the loaded suggestion. */
function ReviewForm({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [adminResponse, setAdminResponse] = useState(suggestion.adminResponse);
  const [status, setStatus] = useState<SuggestionStatus>(suggestion.status);
  const [reviewSuggestion, { isLoading: saving }] = useReviewSuggestionMutation();
  const suggester = suggestion.user?.username ?? t`N/A`;

  const currentLabel = (option: SuggestionStatus) => {
    const status = t(STATUS_LABELS[option]);
    return t`${status} (current)`;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await reviewSuggestion({ id: suggestion.id, adminResponse, status });
  };

  return (
    <form className="card form suggestion-card" onSubmit={submit}>
      <p className="intro">
        <Trans>Please approve or deny this suggestion and provide the user with a brief response.</Trans>
      </p>
      <p className="form-hint">
        <Trans>Import reads the suggested page into a new recipe form; saving it approves this suggestion.</Trans>
      </p>
      <dl className="suggestion-facts">
        <div>
          <dt>
            <Trans>Link</Trans>
          </dt>
          <dd className="suggestion-url">
            <a href={suggestion.url} target="_blank" rel="noopener noreferrer">
              {suggestion.url}
            </a>
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Status</Trans>
          </dt>
          <dd>
            <StatusBadge status={suggestion.status} />
          </dd>
        </div>
      </dl>
      <p>
        <Trans>
          <strong>Suggested by:</strong> {suggester}
        </Trans>
      </p>
      <TextField
        id="admin-response"
        label={t`Admin Response`}
        type="text"
        autoComplete="off"
        value={adminResponse}
        onChange={(e) => setAdminResponse(e.target.value)}
      />
      <fieldset>
        <legend>
          <Trans>Status</Trans>
        </legend>
        <div className="status-radios">
          {SUGGESTION_STATUSES.map((option) => (
            <label key={option} className="checkbox">
              <input
                type="radio"
                name="status"
                value={option}
                checked={status === option}
                onChange={() => setStatus(option)}
              />
              {option === suggestion.status ? currentLabel(option) : t(STATUS_LABELS[option])}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t`Submitting…` : t`Submit Review`}
        </button>
        <button type="button" className="btn" onClick={() => navigate(paths.importSuggestion(suggestion.id))}>
          <Trans>Import</Trans>
        </button>
        <button type="button" className="btn" onClick={() => navigate(paths.adminSuggestions)}>
          <Trans>Go Back</Trans>
        </button>
      </div>
    </form>
  );
}

/** Loads the suggestion of the route's id; the form remounts with fresh values after each save. */
function ReviewSuggestion() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { data: suggestion, error, isError } = useGetSuggestionQuery(id);
  const current = suggestion && String(suggestion.id) === id ? suggestion : null;
  const number = current?.id;
  return (
    <main className="page">
      <div className="page-header">
        <h1>{current ? t`Review Suggestion #${number}` : t`Review Suggestion`}</h1>
      </div>
      {current ? (
        <ReviewForm key={`${current.id}-${current.updatedAt}`} suggestion={current} />
      ) : isError ? (
        <p className="alert alert-danger" role="alert">
          {suggestionError(error, t`Unable to load suggestion`)}
        </p>
      ) : (
        <Loading label={t`Loading suggestion…`} />
      )}
    </main>
  );
}

/** /user/reviewUserSuggestion/{id}: admins only; anyone else is sent to / like the admin portal (spec §6). */
export function ReviewSuggestionPage() {
  return (
    <RequireAdmin>
      {() => (
        <>
          <AdminSubnav />
          <ReviewSuggestion />
        </>
      )}
    </RequireAdmin>
  );
}
