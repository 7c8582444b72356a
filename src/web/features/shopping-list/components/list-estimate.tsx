import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ListEstimate as Estimate } from '#domain/cost.ts';
import { useFormat } from '../../../app/i18n/format.ts';
import { paths } from '../../../app/paths.ts';

/**
 * "Estimated total" of the list from the household's prices, and the items without a price (which never
 * count as 0: an incomplete total is "at least"). Nothing when the answer carries no estimate.
 */
export function ListEstimate({ estimate }: { estimate: Estimate | undefined }) {
  const f = useFormat();
  if (!estimate) return null;
  const money = f.number(estimate.total ?? estimate.partialTotal, { style: 'currency', currency: estimate.currency });
  const missing = estimate.missing.length;
  return (
    <div className="list-estimate">
      {estimate.complete ? (
        <p>
          <Trans>
            Estimated total: <strong>{money}</strong>
          </Trans>
        </p>
      ) : (
        estimate.partialTotal > 0 && (
          <p>
            <Trans>
              Estimated total: at least <strong>{money}</strong>
            </Trans>
          </p>
        )
      )}
      {missing > 0 && (
        <details>
          <summary>
            <Plural value={missing} one="# item without a price" other="# items without a price" />
          </summary>
          <ul>
            {estimate.missing.map((item) => (
              <li key={item.itemId}>{item.name}</li>
            ))}
          </ul>
          <Link to={paths.prices}>
            <Trans>Add prices</Trans>
          </Link>
        </details>
      )}
    </div>
  );
}
