import { plural, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { APPLIANCES, COOK_TIME_OPTIONS, CUISINES, MEALS, RESTRICTIONS, type Meal } from '#domain/constants.ts';
import type { FillResult } from '#domain/meal-plan.ts';
import type { FillArgs, WeekArgs } from '../plan-api.ts';
import { TAG_LABELS } from '../../../components/tag-labels.ts';
import { COOK_TIME_LABELS, MEAL_LABELS } from '../plan-labels.ts';
import { Dialog } from '../../../components/dialog.tsx';

function Choices({
  legend,
  values,
  chosen,
  onToggle,
}: {
  legend: string;
  values: readonly (keyof typeof TAG_LABELS)[];
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  const { t } = useLingui();
  return (
    <fieldset className="plan-choices">
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value}>
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(value)} />{' '}
          {t(TAG_LABELS[value])}
        </label>
      ))}
    </fieldset>
  );
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The summary after a fill: how many meals, and why some slots stayed empty. */
export function fillSummary(result: FillResult): string {
  const created = result.created.length;
  const planned = translate`${plural(created, { one: '# meal planned.', other: '# meals planned.' })}`;
  if (result.unfilled === 0) return planned;
  const unfilled = result.unfilled;
  const empty = translate`${plural(unfilled, {
    one: '# slot stayed empty: no other recipe matches your filters without repeating one from this week or the week before.',
    other:
      '# slots stayed empty: no other recipe matches your filters without repeating one from this week or the week before.',
  })}`;
  return `${planned} ${empty}`;
}

/** "Fill the week": chef's choice picks for the empty slots of the chosen meals. */
export function FillDialog({
  week,
  onFill,
  onClose,
}: {
  week: WeekArgs;
  onFill: (args: FillArgs) => Promise<FillResult | undefined>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [meals, setMeals] = useState<Meal[]>(['dinner']);
  const [cuisines, setCuisines] = useState<string[]>([]);
  const [restrictions, setRestrictions] = useState<string[]>([]);
  const [appliances, setAppliances] = useState<string[]>([]);
  const [cookTime, setCookTime] = useState('all');
  const [busy, setBusy] = useState(false);
  const [summary, setSummary] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (meals.length === 0) return setError(t`Choose at least one meal.`);
    setError('');
    setBusy(true);
    const result = await onFill({ ...week, meals, cuisines, restrictions, appliances, cookTime });
    setBusy(false);
    if (result) setSummary(fillSummary(result));
  }

  return (
    <Dialog title={t`Fill the week`} onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="plan-choices">
          <legend>
            <Trans>Meals</Trans>
          </legend>
          {MEALS.map((meal) => (
            <label key={meal}>
              <input
                type="checkbox"
                checked={meals.includes(meal)}
                onChange={() => setMeals(MEALS.filter((m) => (m === meal ? !meals.includes(m) : meals.includes(m))))}
              />{' '}
              {t(MEAL_LABELS[meal])}
            </label>
          ))}
        </fieldset>
        <Choices
          legend={t`Cuisines`}
          values={CUISINES}
          chosen={cuisines}
          onToggle={(v) => setCuisines(toggle(cuisines, v))}
        />
        <Choices
          legend={t`Restrictions`}
          values={RESTRICTIONS}
          chosen={restrictions}
          onToggle={(v) => setRestrictions(toggle(restrictions, v))}
        />
        <Choices
          legend={t`Appliances`}
          values={APPLIANCES}
          chosen={appliances}
          onToggle={(v) => setAppliances(toggle(appliances, v))}
        />
        <div className="field">
          <label htmlFor="fill-cook-time">
            <Trans>Cook time</Trans>
          </label>
          <select id="fill-cook-time" className="select" value={cookTime} onChange={(e) => setCookTime(e.target.value)}>
            {COOK_TIME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {t(COOK_TIME_LABELS[o.value])}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <p role="status">{summary}</p>
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            <Trans>Fill</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
