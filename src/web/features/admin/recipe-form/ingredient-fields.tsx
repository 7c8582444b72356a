import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  useFieldArray,
  useWatch,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { useState } from 'react';
import type { ImportHazard } from '#domain/bring-in.ts';
import { readTypedAmount } from '#domain/quantity/typed-amount.ts';
import { MEASUREMENT_CHOICES } from '#domain/quantity/units.ts';
import { lineText } from '#domain/recipe-lines.ts';
import { HazardNotice } from './hazard-notice.tsx';
import { IngredientLine } from './ingredient-line.tsx';
import { RecipePicker } from './recipe-picker.tsx';
import { SectionHeadings, shiftSectionsForRemoval } from './section-headings.tsx';
import { emptyIngredient, type RecipeFormControl, type RecipeFormValues } from './recipe-form-schema.ts';

interface IngredientFieldsProps {
  control: RecipeFormControl;
  register: UseFormRegister<RecipeFormValues>;
  errors: FieldErrors<RecipeFormValues>;
  setValue: UseFormSetValue<RecipeFormValues>;
  getValues: UseFormGetValues<RecipeFormValues>;
  /** Lines an import doubted, by the row they came with. */
  hazards?: readonly ImportHazard[];
}

/** An amount field's value as typed in the active language ('1,5', '1½'), or null. */
const amount = (v: string) => (v.trim() === '' ? null : readTypedAmount(v, i18n.locale || 'en'));

/** Ingredient rows (name, qty, measurement), added and removed freely; at least one name is required. */
export function IngredientFields({ control, register, errors, setValue, getValues, hazards }: IngredientFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'ingredients' });
  const included = useWatch({ control, name: 'ingredients' }).map((row) => Boolean(row?.recipeId));
  // Each hazard stays with its row (by the row's id) when rows above it are added or removed.
  const [doubts, setDoubts] = useState(
    () => new Map((hazards ?? []).flatMap((h) => (fields[h.index] ? [[fields[h.index].id, h] as const] : []))),
  );
  const resolve = (id: string) =>
    setDoubts((current) => {
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  const { t } = useLingui();

  /**
   * A part edited by hand rewrites a row's line from its parts, so the line the recipe page shows says the
   * same ('3 cups flour'). A row without a line keeps none: the server fills its defaults.
   */
  const part = (index: number, field: 'name' | 'qty' | 'measurement') => {
    const registered = register(`ingredients.${index}.${field}` as const);
    return {
      ...registered,
      onChange: async (event: { target: unknown; type?: unknown }) => {
        await registered.onChange(event);
        const row = getValues(`ingredients.${index}`);
        if (row.text.trim() === '') return;
        const text = lineText({
          name: row.name.trim(),
          qty: amount(row.qty),
          qtyMax: amount(row.qtyMax),
          measurement: row.measurement.trim(),
          comment: row.comment.trim(),
        });
        setValue(`ingredients.${index}.text`, text, { shouldDirty: true });
      },
    };
  };
  const listError = errors.ingredients?.root?.message ?? errors.ingredients?.message;

  return (
    <fieldset>
      <legend>
        <Trans>Ingredients</Trans>
        <span aria-hidden="true"> *</span>
      </legend>
      <p className="form-hint">
        <Trans>
          Write each line as the recipe does; its amount, unit and food fill in as you type. Without a line, an empty
          quantity counts as 1 and an empty measurement as &apos;whole&apos;.
        </Trans>
      </p>
      <datalist id="recipe-measurements">
        {MEASUREMENT_CHOICES.map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      {fields.map((field, index) => {
        const rowErrors = errors.ingredients?.[index];
        const doubt = doubts.get(field.id);
        const n = index + 1;
        return (
          <div className="ingredient-row" key={field.id}>
            <SectionHeadings field="ingredientSections" row={index} control={control} register={register} />
            {!included[index] && (
              <IngredientLine index={index} control={control} register={register} setValue={setValue} />
            )}
            <RecipePicker index={index} control={control} setValue={setValue} />
            {doubt ? (
              <HazardNotice index={index} hazard={doubt} setValue={setValue} onDone={() => resolve(field.id)} />
            ) : null}
            {!included[index] && (
              <div className="field">
                <label htmlFor={`ingredient-${index}-name`}>
                  <Trans>Ingredient {n}</Trans>
                </label>
                <input
                  id={`ingredient-${index}-name`}
                  className="input"
                  autoComplete="off"
                  aria-invalid={rowErrors?.name ? true : undefined}
                  {...part(index, 'name')}
                />
                {rowErrors?.name ? <p className="field-error">{rowErrors.name.message}</p> : null}
              </div>
            )}
            <div className="field">
              <label htmlFor={`ingredient-${index}-qty`}>
                <Trans>Qty</Trans>
              </label>
              <input
                id={`ingredient-${index}-qty`}
                className="input"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                placeholder="1"
                aria-invalid={rowErrors?.qty ? true : undefined}
                {...part(index, 'qty')}
              />
              {rowErrors?.qty ? <p className="field-error">{rowErrors.qty.message}</p> : null}
            </div>
            <div className="field">
              <label htmlFor={`ingredient-${index}-measurement`}>
                <Trans>Measurement</Trans>
              </label>
              <input
                id={`ingredient-${index}-measurement`}
                className="input"
                list="recipe-measurements"
                placeholder="whole"
                autoComplete="off"
                aria-invalid={rowErrors?.measurement ? true : undefined}
                {...part(index, 'measurement')}
              />
              {rowErrors?.measurement ? <p className="field-error">{rowErrors.measurement.message}</p> : null}
            </div>
            <button
              type="button"
              className="btn btn-small btn-danger"
              aria-label={t`Remove ingredient ${n}`}
              disabled={fields.length === 1}
              onClick={() => {
                shiftSectionsForRemoval('ingredientSections', index, fields.length, getValues, setValue);
                remove(index);
              }}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        );
      })}
      <div>
        <button
          type="button"
          className="btn btn-small"
          onClick={() => append(emptyIngredient(), { shouldFocus: true })}
        >
          + <Trans>Add ingredient</Trans>
        </button>
      </div>
      {listError ? <p className="field-error">{listError}</p> : null}
    </fieldset>
  );
}
