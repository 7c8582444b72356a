import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch, type FieldPath } from 'react-hook-form';
import { APPLIANCES, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import { titleCase } from '#domain/format.ts';
import type { ImportHazard } from '#domain/bring-in.ts';
import type { RecipePayload } from '#domain/recipe.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { tagLabel } from '../../../components/tag-labels.ts';
import { IngredientFields } from './ingredient-fields.tsx';
import { InstructionFields } from './instruction-fields.tsx';
import { formPath, hasRequiredRecipeFields, RecipeFormSchema, type RecipeFormValues } from './recipe-form-schema.ts';
import { recipeFormMessage } from './recipe-form-messages.ts';
import { TagFields } from './tag-fields.tsx';
import '../components/admin.css';

interface RecipeFormProps {
  /** 'add': one cuisine and one optional restriction; 'edit': tag lists with + and −, and the Active toggle. */
  mode: 'add' | 'edit';
  defaultValues: RecipeFormValues;
  submitLabel: string;
  /** Sends the payload; a thrown ApiFailure's `details` are shown on their fields. */
  onSave: (payload: RecipePayload) => Promise<void>;
  /** Extra buttons beside Submit. */
  actions?: ReactNode;
  /** Lines an import doubted, each shown beside its line until the admin settles it. */
  hazards?: readonly ImportHazard[];
}

type TextField = 'name' | 'url' | 'img' | 'servings' | 'cookTime' | 'prepTime' | 'totalTime';

/** The add and modify recipe form (spec §2, §5). */
export function RecipeForm({ mode, defaultValues, submitLabel, onSave, actions, hazards }: RecipeFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RecipeFormValues, unknown, RecipePayload>({
    resolver: zodResolver(RecipeFormSchema),
    defaultValues,
    mode: 'onTouched',
  });
  const values = useWatch({ control }) as RecipeFormValues;
  const ready = hasRequiredRecipeFields(values);
  const [formError, setFormError] = useState<string | null>(null);
  const { t } = useLingui();

  const submit = handleSubmit(async (payload) => {
    setFormError(null);
    try {
      await onSave(payload);
    } catch (err) {
      const failure = err as Partial<ApiFailure>;
      const unplaced: string[] = [];
      if (failure.details) {
        for (const [key, message] of Object.entries(failure.details)) {
          const path = formPath(key.split('.'));
          if (path === 'root.server') unplaced.push(message);
          else setError(path as FieldPath<RecipeFormValues>, { type: 'server', message: recipeFormMessage(message) });
        }
      }
      setFormError(unplaced.length || !failure.details ? failure.message || t`Something went wrong` : null);
    }
  });

  const text = (name: TextField, label: string, props: Record<string, unknown> = {}, required = true) => {
    const error = errors[name]?.message;
    const id = `recipe-${name}`;
    return (
      <div className="field">
        <label htmlFor={id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        <input
          id={id}
          className="input"
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
          {...register(name)}
        />
        {error ? (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  // The add form picks one cuisine and one restriction; the modify form edits both lists.
  const form = { control, register, errors };
  const tags = (variant: 'single' | 'list') => (
    <>
      <TagFields kind="cuisines" variant={variant} options={CUISINES} {...form} />
      <TagFields kind="restrictions" variant={variant} options={RESTRICTIONS} {...form} />
    </>
  );

  return (
    <form className="form recipe-form card" noValidate onSubmit={submit} aria-label={submitLabel}>
      {formError ? (
        <p className="alert alert-danger" role="alert">
          {formError}
        </p>
      ) : null}
      <div className="recipe-grid recipe-grid-3">
        {text('name', t`Name`, { autoComplete: 'off' })}
        {text('url', t`Recipe URL`, { type: 'url', inputMode: 'url', placeholder: 'https://…' })}
        {text('img', t`Image URL`, { type: 'url', inputMode: 'url', placeholder: t`https://… or /images/…` })}
      </div>
      <div className="recipe-grid recipe-grid-4">
        {text('servings', t`Servings`, { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
        {text('cookTime', t`Cook Time (minutes)`, { type: 'number', min: 1, step: 1, inputMode: 'numeric' })}
        {mode === 'add' ? tags('single') : null}
      </div>
      <div className="recipe-grid recipe-grid-4">
        {text('prepTime', t`Prep Time (minutes)`, { type: 'number', min: 1, step: 1, inputMode: 'numeric' }, false)}
        {text('totalTime', t`Total Time (minutes)`, { type: 'number', min: 1, step: 1, inputMode: 'numeric' }, false)}
      </div>
      {mode === 'edit' ? <div className="recipe-grid recipe-grid-2">{tags('list')}</div> : null}
      <fieldset>
        <legend>
          <Trans>
            Appliances <span className="muted">(optional)</span>
          </Trans>
        </legend>
        <div className="choice-grid">
          {APPLIANCES.map((appliance) => (
            <label key={appliance} className="checkbox">
              <input type="checkbox" value={appliance} {...register('appliances')} />
              {titleCase(tagLabel(t, appliance))}
            </label>
          ))}
        </div>
      </fieldset>
      <IngredientFields
        control={control}
        register={register}
        errors={errors}
        setValue={setValue}
        getValues={getValues}
        hazards={hazards}
      />
      <InstructionFields
        control={control}
        register={register}
        errors={errors}
        setValue={setValue}
        getValues={getValues}
      />
      {mode === 'edit' ? (
        <div>
          <label className="checkbox">
            <input type="checkbox" {...register('isActive')} />
            <Trans>Active</Trans>
          </label>
          <p className="form-hint">
            <Trans>Users see an &apos;outdated&apos; warning on inactive recipes.</Trans>
          </p>
        </div>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={!ready || isSubmitting}>
          {isSubmitting ? t`Saving…` : submitLabel}
        </button>
        {actions}
        {!ready ? (
          <p className="form-hint" id="recipe-form-hint">
            <Trans>Fill in every field marked * and at least one ingredient to enable {submitLabel}.</Trans>
          </p>
        ) : null}
      </div>
    </form>
  );
}
