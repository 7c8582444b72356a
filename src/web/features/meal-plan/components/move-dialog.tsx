import { useState, type FormEvent } from 'react';
import { MEALS, type Meal, type PlanEntry } from '#domain/meal-plan.ts';
import { isCalendarDate, isInPlanRange } from '#domain/plan-dates.ts';
import { entryName, MEAL_LABELS } from '../plan-labels.ts';
import { PlanDialog } from './plan-dialog.tsx';

/** "Move": another date and meal for an entry, for keyboards and phones (pointers may also drag). */
export function MoveDialog({
  entry,
  onMove,
  onClose,
}: {
  entry: PlanEntry;
  onMove: (date: string, meal: Meal) => void;
  onClose: () => void;
}) {
  const [date, setDate] = useState(entry.date);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCalendarDate(date) || !isInPlanRange(date)) return setError('Choose a date between 2000 and 2100.');
    onMove(date, meal);
    onClose();
  }

  return (
    <PlanDialog title={`Move ${entryName(entry)}`} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="move-date">Date</label>
          <input id="move-date" className="input" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="move-meal">Meal</label>
          <select id="move-meal" className="select" value={meal} onChange={(e) => setMeal(e.target.value as Meal)}>
            {MEALS.map((m) => (
              <option key={m} value={m}>
                {MEAL_LABELS[m]}
              </option>
            ))}
          </select>
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="btn btn-primary">
            Move
          </button>
        </div>
      </form>
    </PlanDialog>
  );
}
