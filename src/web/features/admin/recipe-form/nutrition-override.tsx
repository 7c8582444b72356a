import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '#domain/food.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { TextField } from '../../../components/text-field.tsx';
import { useGetNutritionQuery, useOverrideNutritionMutation, useResetNutritionMutation } from '../../recipes/index.ts';

/**
 * "Override nutrition": the eight values of one serving an admin sets in place of the computed ones (PUT),
 * and "Use computed values" to drop them (DELETE).
 */
export function NutritionOverride({ recipeId, servings }: { recipeId: number; servings: number }) {
  const { data } = useGetNutritionQuery({ id: recipeId, servings });
  if (!data || data.recipeId !== recipeId) return null;
  // A fresh form for each answer: after a save or a reset it shows what the server now holds.
  return (
    <OverrideForm
      key={JSON.stringify(data.perServing)}
      recipeId={recipeId}
      current={data.perServing}
      overridden={data.overridden}
    />
  );
}

function OverrideForm({
  recipeId,
  current,
  overridden,
}: {
  recipeId: number;
  current: Nutrients;
  overridden: boolean;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(
    () => Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, String(current[k])])) as Record<NutrientKey, string>,
  );
  const [invalid, setInvalid] = useState<Partial<Record<NutrientKey, boolean>>>({});
  const [override, overriding] = useOverrideNutritionMutation();
  const [resetNutrition, resetting] = useResetNutritionMutation();
  const labels: Record<NutrientKey, string> = {
    kcal: t`kcal`,
    protein: t`Protein (g)`,
    fat: t`Fat (g)`,
    saturatedFat: t`Saturated fat (g)`,
    carbohydrate: t`Carbohydrate (g)`,
    sugars: t`Sugars (g)`,
    fiber: t`Fibre (g)`,
    sodium: t`Sodium (mg)`,
  };
  const rangeError = t`Enter a number from 0 to 100000.`;

  async function save(event: FormEvent) {
    event.preventDefault();
    const perServing = Object.fromEntries(
      NUTRIENT_KEYS.map((k) => [k, values[k].trim() === '' ? Number.NaN : Number(values[k])]),
    ) as Nutrients;
    const result = await override({ id: recipeId, perServing });
    if (!('error' in result)) {
      setInvalid({});
      toast.success(t`Nutrition overridden.`);
      return;
    }
    const failure = result.error as ApiFailure;
    const fields = Object.keys(failure.details ?? {}).map((path) => path.replace('perServing.', '') as NutrientKey);
    if (fields.length === 0) toast.error(failure.message);
    setInvalid(Object.fromEntries(fields.map((k) => [k, true])));
  }

  async function reset() {
    const result = await resetNutrition(recipeId);
    if ('error' in result) toast.error((result.error as ApiFailure).message);
    else toast.success(t`Computed values are used again.`);
  }

  return (
    <section className="card nutrition-override" aria-labelledby="nutrition-override-title">
      <h2 id="nutrition-override-title">
        <Trans>Override nutrition</Trans>
      </h2>
      <p className="muted">
        {overridden ? (
          <Trans>These values of one serving are set by hand and replace the computed ones.</Trans>
        ) : (
          <Trans>The values of one serving are computed from the ingredients. Change them to set them by hand.</Trans>
        )}
      </p>
      <form onSubmit={(e) => void save(e)} noValidate>
        <div className="nutrition-override__fields">
          {NUTRIENT_KEYS.map((k) => (
            <TextField
              key={k}
              label={labels[k]}
              type="number"
              inputMode="decimal"
              min={0}
              max={100000}
              step="any"
              value={values[k]}
              error={invalid[k] ? rangeError : undefined}
              onChange={(e) => setValues((v) => ({ ...v, [k]: e.target.value }))}
            />
          ))}
        </div>
        <div className="row">
          <button type="submit" className="btn btn-primary" disabled={overriding.isLoading}>
            <Trans>Override nutrition</Trans>
          </button>
          {overridden && (
            <button type="button" className="btn" disabled={resetting.isLoading} onClick={() => void reset()}>
              <Trans>Use computed values</Trans>
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
