import { useState, type FormEvent } from 'react';
import { APPLIANCES, COOK_TIME_OPTIONS, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import { MEALS, type Meal } from '#domain/constants.ts';
import type { FillResult } from '#domain/meal-plan.ts';
import type { FillArgs, WeekArgs } from '../plan-api.ts';
import { MEAL_LABELS } from '../plan-labels.ts';
import { PlanDialog } from './plan-dialog.tsx';

function Choices({
  legend,
  values,
  chosen,
  onToggle,
}: {
  legend: string;
  values: readonly string[];
  chosen: string[];
  onToggle: (value: string) => void;
}) {
  return (
    <fieldset className="plan-choices">
      <legend>{legend}</legend>
      {values.map((value) => (
        <label key={value}>
          <input type="checkbox" checked={chosen.includes(value)} onChange={() => onToggle(value)} /> {value}
        </label>
      ))}
    </fieldset>
  );
}

const toggle = (list: string[], value: string) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value];

/** The summary after a fill: how many meals, and why some slots stayed empty. */
export function fillSummary(result: FillResult): string {
  const planned = `${result.created.length} ${result.created.length === 1 ? 'meal' : 'meals'} planned`;
  if (result.unfilled === 0) return `${planned}.`;
  const slots = `${result.unfilled} ${result.unfilled === 1 ? 'slot' : 'slots'}`;
  return `${planned}. ${slots} stayed empty: no other recipe matches your filters without repeating one from this week or the week before.`;
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
    if (meals.length === 0) return setError('Choose at least one meal.');
    setError('');
    setBusy(true);
    const result = await onFill({ ...week, meals, cuisines, restrictions, appliances, cookTime });
    setBusy(false);
    if (result) setSummary(fillSummary(result));
  }

  return (
    <PlanDialog title="Fill the week" onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="plan-choices">
          <legend>Meals</legend>
          {MEALS.map((meal) => (
            <label key={meal}>
              <input
                type="checkbox"
                checked={meals.includes(meal)}
                onChange={() => setMeals(MEALS.filter((m) => (m === meal ? !meals.includes(m) : meals.includes(m))))}
              />{' '}
              {MEAL_LABELS[meal]}
            </label>
          ))}
        </fieldset>
        <Choices
          legend="Cuisines"
          values={CUISINES}
          chosen={cuisines}
          onToggle={(v) => setCuisines(toggle(cuisines, v))}
        />
        <Choices
          legend="Restrictions"
          values={RESTRICTIONS}
          chosen={restrictions}
          onToggle={(v) => setRestrictions(toggle(restrictions, v))}
        />
        <Choices
          legend="Appliances"
          values={APPLIANCES}
          chosen={appliances}
          onToggle={(v) => setAppliances(toggle(appliances, v))}
        />
        <div className="field">
          <label htmlFor="fill-cook-time">Cook time</label>
          <select id="fill-cook-time" className="select" value={cookTime} onChange={(e) => setCookTime(e.target.value)}>
            {COOK_TIME_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
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
            Fill
          </button>
        </div>
      </form>
    </PlanDialog>
  );
}
