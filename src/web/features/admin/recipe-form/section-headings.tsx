import { Trans } from '@lingui/react/macro';
import { useWatch, type UseFormGetValues, type UseFormRegister, type UseFormSetValue } from 'react-hook-form';
import type { RecipeFormControl, RecipeFormValues } from './recipe-form-schema.ts';
import './section-headings.css';

type SectionsField = 'ingredientSections' | 'instructionSections';

interface SectionHeadingsProps {
  field: SectionsField;
  /** The row (from 0) the headings stand over. */
  row: number;
  control: RecipeFormControl;
  register: UseFormRegister<RecipeFormValues>;
}

/**
 * The headings that start at a row ('For the sauce' over line 4), each an editable field; a heading emptied
 * is dropped on save.
 */
export function SectionHeadings({ field, row, control, register }: SectionHeadingsProps) {
  const sections = useWatch({ control, name: field }) ?? [];
  const n = row + 1;
  return sections.map((section, k) =>
    section.start === row ? (
      <div className="field section-heading" key={k}>
        <label htmlFor={`${field}-${k}`}>
          {field === 'ingredientSections' ? (
            <Trans>Heading above line {n}</Trans>
          ) : (
            <Trans>Heading above step {n}</Trans>
          )}
        </label>
        <input
          id={`${field}-${k}`}
          className="input section-heading__input"
          autoComplete="off"
          {...register(`${field}.${k}.title` as const)}
        />
      </div>
    ) : null,
  );
}

/**
 * Before a row is removed: the headings below it move up one row, and a heading left with no row under it
 * goes; a heading over the removed row now stands over the row that takes its place.
 */
export function shiftSectionsForRemoval(
  field: SectionsField,
  removed: number,
  rows: number,
  getValues: UseFormGetValues<RecipeFormValues>,
  setValue: UseFormSetValue<RecipeFormValues>,
) {
  const sections = getValues(field) ?? [];
  const next = sections
    .map((s) => (s.start > removed ? { ...s, start: s.start - 1 } : s))
    .filter((s) => s.start < rows - 1);
  setValue(field, next, { shouldDirty: true });
}
