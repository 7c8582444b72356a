import { useEffect, useState } from 'react';
import { useWatch, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import { formatQuantity } from '#domain/quantity/format.ts';
import { useParseIngredientLineQuery } from '../recipe-import-api.ts';
import { emptyIngredient, type RecipeFormControl, type RecipeFormValues } from './recipe-form-schema.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

/** How long the admin may pause between keys before the line is parsed. */
export const PARSE_DELAY_MS = 400;

interface IngredientLineProps {
  index: number;
  control: RecipeFormControl;
  register: UseFormRegister<RecipeFormValues>;
  setValue: UseFormSetValue<RecipeFormValues>;
}

const amountText = (qty: string, qtyMax: string) => {
  const one = (v: string) => (v.trim() === '' || Number.isNaN(Number(v)) ? v : formatQuantity(Number(v)));
  return qtyMax.trim() ? `${one(qty)}-${one(qtyMax)}` : one(qty);
};

/**
 * The line as written ('1 1/2 cups flour, sifted'). A line the admin types is parsed once they pause, and
 * its amount, unit, food and note fill the row's fields, which stay editable. A line that came with the
 * recipe or the import keeps the parts it came with until it is typed over.
 */
export function IngredientLine({ index, control, register, setValue }: IngredientLineProps) {
  const n = index + 1;
  const row = { ...emptyIngredient(), ...useWatch({ control, name: `ingredients.${index}` }) };
  // Only what the admin types is parsed; a line rewritten from its edited parts is not parsed again.
  const [typed, setTyped] = useState('');
  const line = useDebouncedValue(typed.trim(), PARSE_DELAY_MS);
  const { data: parsed, isFetching } = useParseIngredientLineQuery(line, { skip: line === '' });
  const current = row.text.trim();

  useEffect(() => {
    if (!parsed || parsed.text.trim() !== line || current !== line) return;
    const set = (field: 'name' | 'qty' | 'qtyMax' | 'measurement' | 'comment', value: string) =>
      setValue(`ingredients.${index}.${field}`, value, { shouldDirty: true });
    set('name', parsed.name ?? '');
    set('qty', parsed.qty === null ? '' : String(parsed.qty));
    set('qtyMax', parsed.qtyMax === null ? '' : String(parsed.qtyMax));
    set('measurement', parsed.unit ?? '');
    set('comment', parsed.comment ?? '');
  }, [parsed, line, current, index, setValue]);

  const textField = register(`ingredients.${index}.text` as const);
  const parts = [
    ['Amount', amountText(row.qty, row.qtyMax)],
    ['Unit', row.measurement],
    ['Food', row.name],
    ['Note', row.comment],
  ].filter(([, value]) => value.trim() !== '');

  return (
    <div className="field ingredient-line">
      <label htmlFor={`ingredient-${index}-text`}>Line {n}</label>
      <input
        id={`ingredient-${index}-text`}
        className="input"
        autoComplete="off"
        placeholder="1 1/2 cups flour, sifted"
        {...textField}
        onChange={(event) => {
          setTyped(event.target.value);
          return textField.onChange(event);
        }}
      />
      <output
        className="ingredient-line__parsed form-hint"
        htmlFor={`ingredient-${index}-text`}
        aria-label={`Parsed line ${n}`}
        aria-busy={isFetching || undefined}
      >
        {parts.length
          ? parts.map(([label, value]) => (
              <span key={label}>
                {label}: <strong>{value}</strong>{' '}
              </span>
            ))
          : null}
      </output>
    </div>
  );
}
