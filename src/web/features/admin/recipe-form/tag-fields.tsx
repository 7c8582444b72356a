import { useFieldArray, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { titleCase } from '#domain/format.ts';
import type { RecipeFormControl, RecipeFormValues } from './recipe-form-schema.ts';

interface TagFieldsProps {
  kind: 'cuisines' | 'restrictions';
  /** The tag names to choose from. */
  options: readonly string[];
  control: RecipeFormControl;
  register: UseFormRegister<RecipeFormValues>;
  errors: FieldErrors<RecipeFormValues>;
  /** 'single': one select (add form); 'list': selects added and removed with + and − (modify form). */
  variant: 'single' | 'list';
}

const labels = {
  cuisines: { one: 'Cuisine', many: 'Cuisines', empty: 'Choose a cuisine' },
  restrictions: { one: 'Restriction', many: 'Restrictions', empty: 'None' },
} as const;

/** Cuisine or restriction selects for the recipe forms. */
export function TagFields({ kind, options, control, register, errors, variant }: TagFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: kind });
  const label = labels[kind];
  const required = kind === 'cuisines';
  const listError = errors[kind]?.root?.message ?? errors[kind]?.message;
  const errorId = `recipe-${kind}-error`;

  const select = (index: number, text: string) => (
    <select
      id={`recipe-${kind}-${index}`}
      className="select"
      aria-label={variant === 'list' ? text : undefined}
      aria-invalid={listError || errors[kind]?.[index]?.name ? true : undefined}
      aria-describedby={listError ? errorId : undefined}
      required={required && index === 0}
      // A form filled from a draft starts with a tag chosen; the select shows it from the first render.
      defaultValue={fields[index]?.name ?? ''}
      {...register(`${kind}.${index}.name` as const)}
    >
      <option value="">{label.empty}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {titleCase(o)}
        </option>
      ))}
    </select>
  );

  if (variant === 'single') {
    return (
      <div className="field">
        <label htmlFor={`recipe-${kind}-0`}>
          {label.one}
          {required ? <span aria-hidden="true"> *</span> : <span className="muted"> (optional)</span>}
        </label>
        {fields[0] ? select(0, label.one) : null}
        {listError ? (
          <p className="field-error" id={errorId}>
            {listError}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <fieldset>
      <legend>
        {label.many}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {fields.length === 0 ? <p className="form-hint">No {label.many.toLowerCase()}.</p> : null}
      {fields.map((field, index) => (
        <div className="tag-row" key={field.id}>
          {select(index, `${label.one} ${index + 1}`)}
          <button
            type="button"
            className="btn btn-small btn-icon btn-danger"
            aria-label={`Remove ${label.one.toLowerCase()} ${index + 1}`}
            onClick={() => remove(index)}
          >
            −
          </button>
        </div>
      ))}
      <div>
        <button
          type="button"
          className="btn btn-small"
          aria-label={`Add ${label.one.toLowerCase()}`}
          onClick={() => append({ name: '' }, { shouldFocus: true })}
        >
          + {label.one}
        </button>
      </div>
      {listError ? (
        <p className="field-error" id={errorId}>
          {listError}
        </p>
      ) : null}
    </fieldset>
  );
}
