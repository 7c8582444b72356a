import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useFormat } from '../../../app/i18n/format.ts';
import { paths } from '../../../app/paths.ts';
import { useGetRecipeCostQuery, type AtServings } from './know-api.ts';
import type { MissingReason } from '#domain/cost.ts';
import { LineOrigin } from './line-origin.tsx';

/** The region "Cost per serving": the money per serving and in all, or the lines that have no price. */
export function CostPanel({ id, servings }: AtServings) {
  const { t } = useLingui();
  const f = useFormat();
  const { data, isError } = useGetRecipeCostQuery({ id, servings });
  const cost = data?.recipeId === id ? data : undefined;
  const reasons: Record<MissingReason, string> = {
    'no-price': t`no price`,
    'no-food': t`no food matched`,
    'no-amount': t`no amount`,
    'no-weight': t`its weight is not known`,
  };

  let body;
  if (!cost) {
    body = <p className="muted">{isError ? t`Cost is not available right now.` : t`Loading…`}</p>;
  } else {
    const money = (value: number) => f.number(value, { style: 'currency', currency: cost.currency });
    // A line without an amount ("salt, to taste") is listed but does not leave the cost incomplete.
    const unpriced = cost.missing.filter((line) => line.reason !== 'no-amount');
    const servingsCount = cost.servings;
    const total = money(cost.total ?? 0);
    const partialPerServing = money(cost.partialPerServing);
    const partialTotal = money(cost.partialTotal);
    const unpricedCount = unpriced.length;
    body =
      cost.complete && cost.perServing !== null && cost.total !== null ? (
        <>
          <p className="know-card__headline">{money(cost.perServing)}</p>
          <p>
            <Trans>
              Total {total} for <Plural value={servingsCount} one="# serving" other="# servings" />
            </Trans>
          </p>
        </>
      ) : (
        <>
          <p>
            <Plural value={unpricedCount} one="No price for # line" other="No price for # lines" />
          </p>
          <ul className="know-card__lines">
            {unpriced.map((line, i) => (
              <LineOrigin key={i} text={line.text} from={line.from} why={reasons[line.reason]} />
            ))}
          </ul>
          {cost.partialTotal > 0 && (
            <p className="muted">
              <Trans>
                The priced lines come to {partialPerServing} a serving, {partialTotal} in all.
              </Trans>
            </p>
          )}
          <p>
            <Link to={paths.prices}>
              <Trans>Prices</Trans>
            </Link>
          </p>
        </>
      );
  }

  return (
    <section className="card know-card" aria-labelledby="cost-title">
      <h2 id="cost-title">
        <Trans>Cost per serving</Trans>
      </h2>
      {body}
    </section>
  );
}
