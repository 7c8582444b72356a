import { Trans, useLingui } from '@lingui/react/macro';
import {
  useFieldArray,
  type FieldErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { RecipeFormControl, RecipeFormValues } from './recipe-form-schema.ts';
import { SectionHeadings, shiftSectionsForRemoval } from './section-headings.tsx';

interface InstructionFieldsProps {
  control: RecipeFormControl;
  register: UseFormRegister<RecipeFormValues>;
  errors: FieldErrors<RecipeFormValues>;
  setValue: UseFormSetValue<RecipeFormValues>;
  getValues: UseFormGetValues<RecipeFormValues>;
}

/** The method: numbered steps, added and removed freely; blank steps are dropped on save. */
export function InstructionFields({ control, register, errors, setValue, getValues }: InstructionFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'instructions' });
  const listError = errors.instructions?.root?.message ?? errors.instructions?.message;
  const { t } = useLingui();
  return (
    <fieldset>
      <legend>
        <Trans>
          Method <span className="muted">(optional)</span>
        </Trans>
      </legend>
      {fields.map((field, index) => {
        const n = index + 1;
        const error = errors.instructions?.[index]?.step?.message;
        return (
          <div className="step-row" key={field.id}>
            <SectionHeadings field="instructionSections" row={index} control={control} register={register} />
            <div className="field">
              <label htmlFor={`step-${index}`}>
                <Trans>Step {n}</Trans>
              </label>
              <textarea
                id={`step-${index}`}
                className="input"
                rows={2}
                aria-invalid={error ? true : undefined}
                {...register(`instructions.${index}.step` as const)}
              />
              {error ? <p className="field-error">{error}</p> : null}
            </div>
            <button
              type="button"
              className="btn btn-small btn-danger"
              aria-label={t`Remove step ${n}`}
              disabled={fields.length === 1}
              onClick={() => {
                shiftSectionsForRemoval('instructionSections', index, fields.length, getValues, setValue);
                remove(index);
              }}
            >
              <Trans>Remove</Trans>
            </button>
          </div>
        );
      })}
      <div>
        <button type="button" className="btn btn-small" onClick={() => append({ step: '' }, { shouldFocus: true })}>
          + <Trans>Add step</Trans>
        </button>
      </div>
      {listError ? <p className="field-error">{listError}</p> : null}
    </fieldset>
  );
}
