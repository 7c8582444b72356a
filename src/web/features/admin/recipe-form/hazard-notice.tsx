import { Trans } from '@lingui/react/macro';
import type { UseFormSetValue } from 'react-hook-form';
import type { ImportHazard } from '#domain/bring-in.ts';
import { recipeImportApi } from '../recipe-import-api.ts';
import type { RecipeFormValues } from './recipe-form-schema.ts';
import './hazard-notice.css';

interface HazardNoticeProps {
  /** The form row the hazard concerns now (rows may have moved since the import). */
  index: number;
  hazard: ImportHazard;
  setValue: UseFormSetValue<RecipeFormValues>;
  /** Removes the notice. */
  onDone: () => void;
}

/**
 * Beside a line the reader doubted ('11/2 cups flour' read, '1 1/2 cups flour' proposed): says what was read,
 * and "Keep as read" puts that line back and parses it as a typed line is parsed.
 */
export function HazardNotice({ index, hazard, setValue, onDone }: HazardNoticeProps) {
  const [parse] = recipeImportApi.endpoints.parseIngredientLine.useLazyQuery();
  const read = hazard.read;

  const keep = async () => {
    const set = (field: keyof RecipeFormValues['ingredients'][number], value: string) =>
      setValue(`ingredients.${index}.${field}`, value, { shouldDirty: true });
    set('text', read);
    onDone();
    const parsed = await parse(read.trim(), true)
      .unwrap()
      .catch(() => null);
    if (!parsed) return;
    set('name', parsed.name ?? '');
    set('qty', parsed.qty === null ? '' : String(parsed.qty));
    set('qtyMax', parsed.qtyMax === null ? '' : String(parsed.qtyMax));
    set('measurement', parsed.unit ?? '');
    set('comment', parsed.comment ?? '');
  };

  return (
    <div className="hazard-notice alert">
      <p id={`ingredient-${index}-hazard`}>
        <Trans>We read “{read}”; check it</Trans>
      </p>
      <button
        type="button"
        className="btn btn-small"
        aria-describedby={`ingredient-${index}-hazard`}
        onClick={() => void keep()}
      >
        <Trans>Keep as read</Trans>
      </button>
    </div>
  );
}
