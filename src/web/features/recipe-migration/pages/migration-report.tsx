import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { ITEM_OUTCOMES, type MigrationDetail } from '#domain/recipe-migration.ts';
import { paths } from '../../../app/paths.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { outcomeLabel } from '../migration-labels.ts';

/** Counts and every recipe's outcome, filterable by outcome. */
export function MigrationReport({ detail }: { detail: MigrationDetail }) {
  const { t } = useLingui();
  const f = useFormat();
  const [outcome, setOutcome] = useState('all');
  const { migration: m, items } = detail;
  const shown = outcome === 'all' ? items : items.filter((i) => i.outcome === outcome);
  const imported = f.number(m.imported);
  const skipped = f.number(m.skipped);
  const failed = f.number(m.failed);
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">
        <Trans>Report</Trans>
      </h2>
      <p>
        <Trans>
          {imported} imported, {skipped} skipped, {failed} failed
        </Trans>
      </p>
      {m.error && <p role="alert">{m.error}</p>}
      <label>
        <Trans>Outcome</Trans>{' '}
        <select value={outcome} onChange={(e) => setOutcome(e.target.value)}>
          <option value="all">{t({ message: 'All', context: 'outcomes' })}</option>
          {ITEM_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {outcomeLabel(t, o)}
            </option>
          ))}
        </select>
      </label>
      {/* Its wrapper scrolls when the table is wider than the page; on a phone each row is a card. */}
      <AsyncTable loading={false}>
        <table className="table">
          <caption className="visually-hidden">
            <Trans>Each recipe's outcome</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <Trans>Recipe</Trans>
              </th>
              <th scope="col">
                <Trans>Entry</Trans>
              </th>
              <th scope="col">
                <Trans>Outcome</Trans>
              </th>
              <th scope="col">
                <Trans>Reason</Trans>
              </th>
              <th scope="col">
                <Trans>Warnings</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((item, i) => (
              <tr key={i}>
                <td>
                  {item.outcome === 'imported' && item.recipeId ? (
                    <Link to={paths.recipe(item.recipeId)}>{item.name}</Link>
                  ) : (
                    item.name
                  )}
                </td>
                <td>{item.entry}</td>
                <td>{outcomeLabel(t, item.outcome)}</td>
                <td>{item.reason}</td>
                <td>{item.warnings.join(' ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </AsyncTable>
    </section>
  );
}
