import { Trans, useLingui } from '@lingui/react/macro';
import { addPlanDays, localToday } from '#domain/plan-dates.ts';
import { LoadFailure } from '../../../components/load-failure.tsx';
import { useGetPantryQuery } from '../pantry-api.ts';
import { useShownPantryItem } from '../use-shown-pantry-item.ts';
import { BestBefore } from './best-before.tsx';

/** "Expiring soon": items whose best-before is within the next 7 days (or past), soonest first. */
export function ExpiringSoon() {
  const { t } = useLingui();
  const shown = useShownPantryItem();
  const soonest = useGetPantryQuery({ page: 1, sort: 'bestBefore' });
  const today = localToday();
  const until = addPlanDays(today, 7);
  const rows = (soonest.data?.rows ?? []).filter((item) => item.bestBefore !== null && item.bestBefore <= until);
  return (
    <section className="card pantry-expiring" aria-labelledby="pantry-expiring-title">
      <h2 id="pantry-expiring-title">
        <Trans>Expiring soon</Trans>
      </h2>
      {soonest.isError ? (
        <LoadFailure error={soonest.error} what={t`the pantry`} onRetry={() => void soonest.refetch()} />
      ) : rows.length === 0 ? (
        <p className="muted">{soonest.isLoading ? '' : t`Nothing expires in the next 7 days.`}</p>
      ) : (
        <ul className="pantry-items">
          {rows.map((item) => (
            <li key={item.id} className="pantry-item">
              <span className="pantry-item__what">{shown(item)}</span>
              {item.bestBefore! < today && (
                <span className="badge badge-danger">
                  <Trans>Past its date</Trans>
                </span>
              )}
              <BestBefore date={item.bestBefore!} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
