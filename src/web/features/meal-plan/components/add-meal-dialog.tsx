import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { Meal } from '#domain/meal-plan.ts';
import type { RecipeSummary } from '#domain/recipe.ts';
import { useSearchRecipesQuery, type NewPlanEntry } from '../plan-api.ts';
import { Dialog } from '../../../components/dialog.tsx';
import { FormEnd, MealField, ServingsField } from './plan-form-fields.tsx';

/** Waits until typing pauses before searching. */
function useSettled(value: string, ms = 250) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** "Add a meal": a recipe found by name as you type, or a note, for a meal of one day. */
export function AddMealDialog({
  date,
  dayLabel,
  onAdd,
  onClose,
}: {
  date: string;
  dayLabel: string;
  onAdd: (entry: NewPlanEntry) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [meal, setMeal] = useState<Meal>('dinner');
  const [search, setSearch] = useState('');
  const [recipe, setRecipe] = useState<RecipeSummary | null>(null);
  const [note, setNote] = useState('');
  const [servings, setServings] = useState('');
  const [error, setError] = useState('');
  const q = useSettled(search.trim());
  const results = useSearchRecipesQuery(q, { skip: q.length < 2 });

  function choose(found: RecipeSummary) {
    setRecipe(found);
    setServings(String(found.servings));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = note.trim();
    if (recipe && text) return setError(t`Choose a recipe or write a note, not both.`);
    if (!recipe && !text) return setError(t`Choose a recipe or write a note.`);
    if ([...text].length > 200) return setError(t`A note is at most 200 characters.`);
    if (recipe) {
      const n = Number(servings);
      if (!Number.isInteger(n) || n < 1 || n > 100) return setError(t`Servings must be a whole number from 1 to 100.`);
      onAdd({ date, meal, recipeId: recipe.id, servings: n, recipe });
    } else onAdd({ date, meal, note: text });
    onClose();
  }

  return (
    <Dialog title={t`Add a meal`} onClose={onClose}>
      <p className="field-hint">{dayLabel}</p>
      <form className="stack" onSubmit={submit} noValidate>
        <MealField id="add-meal-meal" value={meal} onChange={setMeal} />
        <div className="field">
          <label htmlFor="add-meal-recipe">
            <Trans>Recipe</Trans>
          </label>
          <input
            id="add-meal-recipe"
            className="input"
            type="search"
            autoComplete="off"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          {q.length >= 2 && (
            <fieldset className="plan-results">
              <legend className="visually-hidden">
                <Trans>Matching recipes</Trans>
              </legend>
              {results.isFetching && (
                <p className="field-hint">
                  <Trans>Searching…</Trans>
                </p>
              )}
              {results.isError && (
                <p className="field-error">
                  <Trans>We could not search the recipes.</Trans>
                </p>
              )}
              {results.data?.length === 0 && (
                <p className="field-hint">
                  <Trans>No recipe matches “{q}”.</Trans>
                </p>
              )}
              {results.data?.slice(0, 8).map((found) => (
                <label key={found.id} className="plan-results__option">
                  <input
                    type="radio"
                    name="add-meal-recipe-choice"
                    checked={recipe?.id === found.id}
                    onChange={() => choose(found)}
                  />
                  {found.name}
                </label>
              ))}
            </fieldset>
          )}
        </div>
        <div className="field">
          <label htmlFor="add-meal-note">
            <Trans>Note</Trans>
          </label>
          <input
            id="add-meal-note"
            className="input"
            value={note}
            maxLength={400}
            placeholder={t`Leftovers, Eating out…`}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <ServingsField id="add-meal-servings" value={servings} onChange={setServings} disabled={!recipe} />
        <FormEnd error={error} submit={t`Add`} />
      </form>
    </Dialog>
  );
}
