import { useState } from 'react';
import { Link } from 'react-router';
import { ITEM_OUTCOMES, type MigrationDetail } from '#domain/recipe-migration.ts';
import { paths } from '../../../app/paths.ts';
import { AsyncTable } from '../../../components/async-table.tsx';

/** Counts and every recipe's outcome, filterable by outcome. */
export function MigrationReport({ detail }: { detail: MigrationDetail }) {
  const [outcome, setOutcome] = useState('all');
  const { migration: m, items } = detail;
  const shown = outcome === 'all' ? items : items.filter((i) => i.outcome === outcome);
  return (
    <section aria-labelledby="report-title">
      <h2 id="report-title">Report</h2>
      <p>
        {m.imported} imported, {m.skipped} skipped, {m.failed} failed
      </p>
      {m.error && <p role="alert">{m.error}</p>}
      <label>
        Outcome{' '}
        <select value={outcome} onChange={(e) => setOutcome(e.target.value)}>
          <option value="all">All</option>
          {ITEM_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </label>
      {/* Its wrapper scrolls when the table is wider than the page; on a phone each row is a card. */}
      <AsyncTable loading={false}>
        <table className="table">
          <caption className="visually-hidden">Each recipe's outcome</caption>
          <thead>
            <tr>
              <th scope="col">Recipe</th>
              <th scope="col">Entry</th>
              <th scope="col">Outcome</th>
              <th scope="col">Reason</th>
              <th scope="col">Warnings</th>
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
                <td>{item.outcome}</td>
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
