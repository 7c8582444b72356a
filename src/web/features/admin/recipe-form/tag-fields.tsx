import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFieldArray, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { titleCase } from '#domain/format.ts';
import { tagLabel } from '../../../components/tag-labels.ts';
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

interface TagWords {
  one: MessageDescriptor;
  many: MessageDescriptor;
  empty: MessageDescriptor;
  none: MessageDescriptor;
  /** The n-th select, its remove button and the add button, as whole phrases. */
  nth: (n: number) => MessageDescriptor;
  removeNth: (n: number) => MessageDescriptor;
  add: MessageDescriptor;
}

const labels: Record<TagFieldsProps['kind'], TagWords> = {
  cuisines: {
    one: msg`Cuisine`,
    many: msg`Cuisines`,
    empty: msg`Choose a cuisine`,
    none: msg`No cuisines.`,
    nth: (n) => msg`Cuisine ${n}`,
    removeNth: (n) => msg`Remove cuisine ${n}`,
    add: msg`Add cuisine`,
  },
  restrictions: {
    one: msg`Restriction`,
    many: msg`Restrictions`,
    empty: msg({ message: 'None', context: 'restriction' }),
    none: msg`No restrictions.`,
    nth: (n) => msg`Restriction ${n}`,
    removeNth: (n) => msg`Remove restriction ${n}`,
    add: msg`Add restriction`,
  },
};

/** Cuisine or restriction selects for the recipe forms. */
export function TagFields({ kind, options, control, register, errors, variant }: TagFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: kind });
  const label = labels[kind];
  const { t } = useLingui();
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
      <option value="">{t(label.empty)}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {titleCase(tagLabel(t, o))}
        </option>
      ))}
    </select>
  );

  if (variant === 'single') {
    return (
      <div className="field">
        <label htmlFor={`recipe-${kind}-0`}>
          {t(label.one)}
          {required ? (
            <span aria-hidden="true"> *</span>
          ) : (
            <span className="muted">
              {' '}
              <Trans>(optional)</Trans>
            </span>
          )}
        </label>
        {fields[0] ? select(0, t(label.one)) : null}
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
        {t(label.many)}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {fields.length === 0 ? <p className="form-hint">{t(label.none)}</p> : null}
      {fields.map((field, index) => (
        <div className="tag-row" key={field.id}>
          {select(index, t(label.nth(index + 1)))}
          <button
            type="button"
            className="btn btn-small btn-icon btn-danger"
            aria-label={t(label.removeNth(index + 1))}
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
          aria-label={t(label.add)}
          onClick={() => append({ name: '' }, { shouldFocus: true })}
        >
          + {t(label.one)}
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
