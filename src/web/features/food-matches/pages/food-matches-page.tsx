import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { FoodRef } from '#domain/food.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { AsyncTable } from '../../../components/async-table.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { FoodSearch } from '../../prices/index.ts';
import { useDeleteFoodMatchMutation, useGetFoodMatchesQuery, useSetFoodMatchMutation } from '../food-matches-api.ts';

/** /admin/foodMatches "Food matches": an ingredient name that always means one food, in every recipe. */
export function FoodMatchesPage() {
  const { t } = useLingui();
  const { data, isLoading, error } = useGetFoodMatchesQuery(1);
  const [setMatch, setting] = useSetFoodMatchMutation();
  const [remove, removing] = useDeleteFoodMatchMutation();
  const [name, setName] = useState('');
  const [food, setFood] = useState<FoodRef | null>(null);
  const [errors, setErrors] = useState<{ name?: string; food?: string; other?: string }>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = {
      name: name.trim() ? undefined : t`Write the ingredient's name as recipes have it.`,
      food: food ? undefined : t`Choose a food from the search.`,
    };
    if (missing.name || missing.food || !food) return setErrors(missing);
    const result = await setMatch({ name: name.trim(), foodId: food.id });
    if (!('error' in result)) {
      setErrors({});
      setName('');
      setFood(null);
      return;
    }
    const failure = result.error as ApiFailure;
    // 400 names the field; 404 is a food that is not in the table.
    if (failure.details?.name) setErrors({ name: t`Write a name of up to 200 characters.` });
    else if (failure.code === 'NOT_FOUND') setErrors({ food: t`That food is not in the table.` });
    else setErrors({ other: failure.message });
  }

  const removeError = removing.error as ApiFailure | undefined;
  return (
    <main id="main" className="page">
      <h1>
        <Trans>Food matches</Trans>
      </h1>
      <p className="muted">
        <Trans>
          An ingredient name that always means one food of the table, in every recipe: it comes before the automatic
          match, and nutrition and costs change at once.
        </Trans>
      </p>
      <section className="card" aria-labelledby="food-match-form-title">
        <h2 id="food-match-form-title">
          <Trans>Set a match</Trans>
        </h2>
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
          <TextField
            label={t`Ingredient name`}
            value={name}
            maxLength={200}
            error={errors.name}
            hint={t`As the line's food reads, e.g. "russet potato".`}
            onChange={(e) => setName(e.target.value)}
          />
          <FoodSearch label={t`Food`} value={food} onChange={setFood} error={errors.food} />
          {errors.other && (
            <p className="alert alert-danger" role="alert">
              {errors.other}
            </p>
          )}
          <div>
            <button type="submit" className="btn btn-primary" disabled={setting.isLoading}>
              <Trans>Set match</Trans>
            </button>
          </div>
        </form>
      </section>
      {removeError && (
        <p className="alert alert-danger" role="alert">
          {removeError.message}
        </p>
      )}
      <AsyncTable
        loading={isLoading}
        error={error ? (error as ApiFailure).message : null}
        empty={data && data.count === 0 ? t`No food matches yet.` : null}
      >
        {data && data.rows.length > 0 && (
          <table className="table">
            <caption className="visually-hidden">
              <Trans>Food matches</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">{t`Ingredient name`}</th>
                <th scope="col">{t`Food`}</th>
                <th scope="col">{t`Actions`}</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((match) => {
                const matchName = match.name;
                return (
                  <tr key={match.name}>
                    <td>{match.name}</td>
                    <td>
                      {match.food.name} <span className="muted">({match.food.ndb})</span>
                    </td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-small btn-danger"
                        aria-label={t`Delete the match of ${matchName}`}
                        disabled={removing.isLoading}
                        onClick={() => void remove(match.name)}
                      >
                        {t`Delete`}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        )}
      </AsyncTable>
    </main>
  );
}
