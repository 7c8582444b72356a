import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../app/i18n/format.ts';
import { useGetNutritionQuery, type AtServings } from './know-api.ts';
import type { Nutrients } from '#domain/food.ts';
import type { NotCountedReason } from '#domain/food-match.ts';
import { LineOrigin } from './line-origin.tsx';

/** The region "Nutrition per serving": kcal, seven nutrients, the lines not counted and the data's source. */
export function NutritionPanel({ id, servings }: AtServings) {
  const { t } = useLingui();
  const f = useFormat();
  // `data` keeps the last answer while another number of servings loads, so the panel does not flicker.
  const { data, isError } = useGetNutritionQuery({ id, servings });
  const nutrition = data?.recipeId === id ? data : undefined;
  const kcal = nutrition ? f.number(nutrition.perServing.kcal) : '';
  const lineCount = nutrition?.lineCount ?? 0;
  const notCounted = nutrition?.notCounted.length ?? 0;
  const source = nutrition?.source ?? '';

  const rows: [label: string, key: keyof Nutrients, unit: string][] = [
    [t`Protein`, 'protein', 'g'],
    [t`Fat`, 'fat', 'g'],
    [t`Saturated fat`, 'saturatedFat', 'g'],
    [t`Carbohydrate`, 'carbohydrate', 'g'],
    [t`Sugars`, 'sugars', 'g'],
    [t`Fibre`, 'fiber', 'g'],
    [t`Sodium`, 'sodium', 'mg'],
  ];
  const reasons: Record<NotCountedReason, string> = {
    'no-food': t`no food matched`,
    'no-amount': t`no amount`,
    'no-weight': t`its weight is not known`,
  };

  return (
    <section className="card know-card" aria-labelledby="nutrition-title">
      <h2 id="nutrition-title">
        <Trans>Nutrition per serving</Trans>
      </h2>
      {!nutrition ? (
        <p className="muted">{isError ? t`Nutrition is not available right now.` : t`Loading…`}</p>
      ) : (
        <>
          <p className="know-card__headline">
            <Trans>{kcal} kcal</Trans>
          </p>
          <dl className="know-card__nutrients">
            {rows.map(([label, key, unit]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>
                  {f.number(nutrition.perServing[key])} {unit}
                </dd>
              </div>
            ))}
          </dl>
          {nutrition.overridden && (
            <p className="muted">
              <Trans>Values set by an admin.</Trans>
            </p>
          )}
          {nutrition.notCounted.length > 0 && (
            <>
              <p>
                <Trans>
                  {notCounted} of <Plural value={lineCount} one="# line" other="# lines" /> not counted
                </Trans>
              </p>
              <ul className="know-card__lines">
                {nutrition.notCounted.map((line, i) => (
                  <LineOrigin key={i} text={line.text} from={line.from} why={reasons[line.reason]} />
                ))}
              </ul>
            </>
          )}
          <p className="muted know-card__source">
            <Trans>Source: {source}</Trans>
          </p>
        </>
      )}
    </section>
  );
}
