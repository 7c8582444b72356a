import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { Meal, PlanEntry } from '#domain/meal-plan.ts';
import { isCalendarDate, isInPlanRange } from '#domain/plan-dates.ts';
import { entryName } from '../plan-labels.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { DateField, FormEnd, MealField } from './plan-form-fields.tsx';

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
  const { t } = useLingui();
  const [date, setDate] = useState(entry.date);
  const [meal, setMeal] = useState<Meal>(entry.meal);
  const [error, setError] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isCalendarDate(date) || !isInPlanRange(date)) return setError(t`Choose a date between 2000 and 2100.`);
    onMove(date, meal);
    onClose();
  }

  const name = entryName(entry);
  return (
    <Dialog title={t`Move ${name}`} onClose={onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <DateField id="move-date" value={date} onChange={setDate} />
        <MealField id="move-meal" value={meal} onChange={setMeal} />
        <FormEnd error={error} submit={t`Move`} />
      </form>
    </Dialog>
  );
}
