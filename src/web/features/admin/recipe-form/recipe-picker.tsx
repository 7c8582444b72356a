import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useWatch, type UseFormSetValue } from 'react-hook-form';
import { titleCase } from '#domain/format.ts';
import type { RecipeFormControl, RecipeFormValues } from './recipe-form-schema.ts';
import { useFindRecipesByNameQuery } from './recipe-picker-api.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

interface Props {
  index: number;
  control: RecipeFormControl;
  setValue: UseFormSetValue<RecipeFormValues>;
}

/**
 * "A recipe": a line that includes another recipe, found by name. Its amount is the row's Qty and its
 * Measurement batch, serving or a weight (docs/api/know.md, "Sub-recipes"); the server writes its text.
 */
export function RecipePicker({ index, control, setValue }: Props) {
  const { t } = useLingui();
  const id = useId();
  const n = index + 1;
  const included = useWatch({ control, name: `ingredients.${index}.recipeId` }) ?? '';
  const name = useWatch({ control, name: `ingredients.${index}.name` });
  const [open, setOpen] = useState(false);
  const [q, setQ] = useState('');
  const query = useDebouncedValue(q.trim(), 300);
  const { data } = useFindRecipesByNameQuery(query, { skip: !open || query.length < 2 });
  const set = (field: 'recipeId' | 'name' | 'qty' | 'qtyMax' | 'measurement' | 'comment' | 'text', value: string) =>
    setValue(`ingredients.${index}.${field}`, value, { shouldDirty: true });

  if (included) {
    const shown = titleCase(name);
    return (
      <p className="recipe-picker__chosen">
        <Trans>
          Line {n} includes the recipe <strong>{shown}</strong>.
        </Trans>{' '}
        <button
          type="button"
          className="btn btn-small"
          onClick={() => {
            for (const field of ['recipeId', 'name', 'qty', 'measurement', 'text'] as const) set(field, '');
          }}
        >
          <Trans>Make it a food line</Trans>
        </button>
      </p>
    );
  }
  if (!open)
    return (
      <button type="button" className="btn btn-small" aria-label={t`Line ${n}: a recipe`} onClick={() => setOpen(true)}>
        <Trans>A recipe</Trans>
      </button>
    );
  const rows = (data?.rows ?? []).slice(0, 8);
  return (
    <div className="field recipe-picker">
      <label htmlFor={id}>
        <Trans>Recipe for line {n}</Trans>
      </label>
      <input
        id={id}
        className="input"
        type="search"
        autoComplete="off"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {rows.length > 0 && (
        <ul className="recipe-picker__matches" aria-label={t`Recipes found`}>
          {rows.map((r) => (
            <li key={r.id}>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => {
                  set('recipeId', String(r.id));
                  set('name', r.name.toLowerCase());
                  set('qty', '1');
                  set('qtyMax', '');
                  set('measurement', 'batch');
                  set('comment', '');
                  set('text', '');
                  setOpen(false);
                }}
              >
                {titleCase(r.name)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
