import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
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
    ['amount', amountText(row.qty, row.qtyMax)],
    ['unit', row.measurement],
    ['food', row.name],
    ['note', row.comment],
  ].filter(([, value]) => value.trim() !== '');
  // Each part as one phrase of the catalog, its value in bold.
  const partText = (key: string, value: string) =>
    key === 'amount' ? (
      <Trans>
        Amount: <strong>{value}</strong>
      </Trans>
    ) : key === 'unit' ? (
      <Trans>
        Unit: <strong>{value}</strong>
      </Trans>
    ) : key === 'food' ? (
      <Trans>
        Food: <strong>{value}</strong>
      </Trans>
    ) : (
      <Trans>
        Note: <strong>{value}</strong>
      </Trans>
    );

  return (
    <div className="field ingredient-line">
      <label htmlFor={`ingredient-${index}-text`}>
        <Trans>Line {n}</Trans>
      </label>
      <input
        id={`ingredient-${index}-text`}
        className="input"
        autoComplete="off"
        placeholder={t`1 1/2 cups flour, sifted`}
        {...textField}
        onChange={(event) => {
          setTyped(event.target.value);
          return textField.onChange(event);
        }}
      />
      <output
        className="ingredient-line__parsed form-hint"
        htmlFor={`ingredient-${index}-text`}
        aria-label={t`Parsed line ${n}`}
        aria-busy={isFetching || undefined}
      >
        {parts.length ? parts.map(([label, value]) => <span key={label}>{partText(label, value)} </span>) : null}
      </output>
    </div>
  );
}
