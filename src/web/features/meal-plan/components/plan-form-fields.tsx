import { Trans, useLingui } from '@lingui/react/macro';
import { MEALS, type Meal } from '#domain/constants.ts';
import { MEAL_LABELS } from '../plan-labels.ts';

/** The fields and endings the plan's dialogs share (Add a meal, Add to plan, Move). */

export function DateField({ id, value, onChange }: { id: string; value: string; onChange: (date: string) => void }) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Date</Trans>
      </label>
      <input id={id} className="input" type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

export function MealField({ id, value, onChange }: { id: string; value: Meal; onChange: (meal: Meal) => void }) {
  const { t } = useLingui();
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Meal</Trans>
      </label>
      <select id={id} className="select" value={value} onChange={(e) => onChange(e.target.value as Meal)}>
        {MEALS.map((m) => (
          <option key={m} value={m}>
            {t(MEAL_LABELS[m])}
          </option>
        ))}
      </select>
    </div>
  );
}

export function ServingsField({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (servings: string) => void;
  disabled?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>
        <Trans>Servings</Trans>
      </label>
      <input
        id={id}
        className="input"
        type="number"
        min={1}
        max={100}
        step={1}
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The dialog's error, read out when it appears, and its one submit button. */
export function FormEnd({ error, submit, busy }: { error: string; submit: string; busy?: boolean }) {
  return (
    <>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {submit}
        </button>
      </div>
    </>
  );
}
