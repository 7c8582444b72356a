import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { BULK_ITEM_OUTCOMES, type BulkItem, type BulkItemOutcome } from '#domain/bulk-import.ts';
import { paths } from '../../../app/paths.ts';
import { OUTCOME_LABELS } from '../outcome-labels.ts';

/** One row per link with its outcome and reason, filterable by outcome; a saved recipe is one click away. */
export function JobResults({ items }: { items: readonly BulkItem[] }) {
  const { t } = useLingui();
  const [shown, setShown] = useState<BulkItemOutcome | 'all'>('all');
  const rows = shown === 'all' ? items : items.filter((item) => item.outcome === shown);

  return (
    <section className="job-results" aria-labelledby="job-results-title">
      <h2 id="job-results-title">
        <Trans>Links</Trans>
      </h2>
      <div className="field job-results__filter">
        <label htmlFor="job-results-outcome">
          <Trans>Show</Trans>
        </label>
        <select
          id="job-results-outcome"
          className="input"
          value={shown}
          onChange={(e) => setShown(e.target.value as BulkItemOutcome | 'all')}
        >
          <option value="all">{t`All outcomes`}</option>
          {BULK_ITEM_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(OUTCOME_LABELS[outcome])}
            </option>
          ))}
        </select>
      </div>
      <div className="table-wrap">
        <table className="table job-results__table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Link</Trans>
              </th>
              <th scope="col">
                <Trans>Outcome</Trans>
              </th>
              <th scope="col">
                <Trans>Reason</Trans>
              </th>
              <th scope="col">
                <Trans>Recipe</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((item, i) => {
              const id = item.recipeId;
              return (
                <tr key={`${i}-${item.url}`}>
                  <td className="job-results__url" data-label={t`Link`}>
                    {item.url}
                  </td>
                  <td data-label={t`Outcome`}>{t(OUTCOME_LABELS[item.outcome])}</td>
                  <td data-label={item.reason ? t`Reason` : ''}>{item.reason ?? ''}</td>
                  <td data-label={id !== null ? t`Recipe` : ''}>
                    {id !== null && (item.outcome === 'imported' || item.outcome === 'duplicate') ? (
                      <Link to={paths.updateRecipe(id)}>
                        <Trans>Recipe #{id}</Trans>
                      </Link>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {rows.length === 0 ? (
        <p className="form-hint">
          <Trans>No link has this outcome.</Trans>
        </p>
      ) : null}
    </section>
  );
}
