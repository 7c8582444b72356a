import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import type { Meal } from '#domain/meal-plan.ts';
import { isCalendarDate, isInPlanRange, localToday, mondayOf } from '#domain/plan-dates.ts';
import type { RecipeSummary } from '#domain/recipe.ts';
import { paths } from '../../../app/paths.ts';
import { useAddPlanEntryMutation } from '../plan-api.ts';
import { failureMessage } from '../plan-labels.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { DateField, FormEnd, MealField, ServingsField } from './plan-form-fields.tsx';

export interface AddToPlanProps {
  recipe: RecipeSummary;
  servings: number;
}

/** The "Add to plan" dialog: a date (today), a meal (dinner) and the servings shown on the page. */
export function AddToPlanDialog({ recipe, servings, onClose }: AddToPlanProps & { onClose: () => void }) {
  const { t } = useLingui();
  const [date, setDate] = useState(localToday);
  const [meal, setMeal] = useState<Meal>('dinner');
  const [count, setCount] = useState(String(Math.min(Math.max(servings, 1), 100)));
  const [error, setError] = useState('');
  const [addEntry, state] = useAddPlanEntryMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const n = Number(count);
    if (!isCalendarDate(date) || !isInPlanRange(date)) return setError(t`Choose a date between 2000 and 2100.`);
    if (!Number.isInteger(n) || n < 1 || n > 100) return setError(t`Servings must be a whole number from 1 to 100.`);
    const result = await addEntry({ entry: { date, meal, recipeId: recipe.id, servings: n } });
    if ('error' in result) {
      const reason = failureMessage(result.error);
      return setError(t`We could not add it to the plan. ${reason}`);
    }
    onClose();
    const name = recipe.name;
    toast.success(
      <span>
        <Trans>
          {name} is planned. <Link to={paths.plan(mondayOf(date))}>See the week</Link>
        </Trans>
      </span>,
    );
  }

  return (
    <Dialog title={t`Add to plan`} onClose={onClose}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <DateField id="add-to-plan-date" value={date} onChange={setDate} />
        <MealField id="add-to-plan-meal" value={meal} onChange={setMeal} />
        <ServingsField id="add-to-plan-servings" value={count} onChange={setCount} />
        <FormEnd error={error} submit={t`Add`} busy={state.isLoading} />
      </form>
    </Dialog>
  );
}
