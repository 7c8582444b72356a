import { type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CUISINE_FILTERS, RESTRICTION_FILTERS } from '#domain/constants.ts';
import { titleCase } from '#domain/format.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { isDefaultFilters, type RecipeFilters } from '../recipes-slice.ts';
import { tagLabel } from '../../../components/tag-labels.ts';
import { PantryFilter } from './pantry-filter.tsx';
import { RecipeSearchBox } from './recipe-search-box.tsx';

interface Props {
  filters: RecipeFilters;
  onChange: (change: Partial<RecipeFilters>) => void;
  onReset: () => void;
  /** e.g. 'Showing 25 of 70 recipes'. */
  summary?: string;
  /** The name search, and what runs it (debounced). */
  q: string;
  onSearch: (text: string) => void;
}

const SORTS = ['', 'ascending', 'descending'] as const;
const SORT_LABELS: Record<(typeof SORTS)[number], MessageDescriptor> = {
  '': msg`Any order`,
  ascending: msg`Ascending (fewest first)`,
  descending: msg`Descending (most first)`,
};
/** The household's cooking as an order; one `sort` with the serving size, so choosing one clears the other. */
const COOKED_SORTS = ['', 'lastCooked', 'timesCooked'] as const;
const COOKED_SORT_LABELS: Record<(typeof COOKED_SORTS)[number], MessageDescriptor> = {
  '': msg`Any order`,
  lastCooked: msg`Last cooked`,
  timesCooked: msg`Most cooked`,
};
const NOT_COOKED_DAYS = '30';
const isIn = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** The sticky filter bar of the recipe list: name search, serving-size order, cuisine and diet. */
export function RecipeFilterBar({ filters, onChange, onReset, summary, q, onSearch }: Props) {
  const { t } = useLingui();
  return (
    <form className="filter-bar" role="search" aria-label={t`Filter recipes`} onSubmit={(e) => e.preventDefault()}>
      <RecipeSearchBox value={q} onSearch={onSearch} />
      <SelectField
        id="filter-sort"
        label={t`Serving size`}
        value={isIn(SORTS, filters.sort) ? filters.sort : ''}
        options={SORTS}
        optionLabel={(sort) => t(SORT_LABELS[sort])}
        onChange={(sort) => onChange({ sort })}
      />
      <SelectField
        id="filter-cuisine"
        label={t`Cuisine`}
        value={filters.cuisine}
        options={CUISINE_FILTERS}
        optionLabel={(c) => (c === 'all' ? t`All cuisines` : titleCase(tagLabel(t, c)))}
        onChange={(cuisine) => onChange({ cuisine })}
      />
      <SelectField
        id="filter-diet"
        label={t`Diet`}
        value={filters.restriction}
        options={RESTRICTION_FILTERS}
        optionLabel={(r) => (r === 'all' ? t`All diets` : titleCase(tagLabel(t, r)))}
        onChange={(restriction) => onChange({ restriction })}
      />
      <SelectField
        id="filter-cooked-sort"
        label={t`Cooking`}
        value={isIn(COOKED_SORTS, filters.sort) ? filters.sort : ''}
        options={COOKED_SORTS}
        optionLabel={(sort) => t(COOKED_SORT_LABELS[sort])}
        onChange={(sort) => onChange({ sort })}
      />
      <PantryFilter missingMax={filters.missingMax} onChange={(missingMax) => onChange({ missingMax })} />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={filters.notCookedDays !== ''}
          onChange={(e) => onChange({ notCookedDays: e.target.checked ? NOT_COOKED_DAYS : '' })}
        />{' '}
        <Trans>Not cooked in 30 days</Trans>
      </label>
      <button type="button" className="btn btn-small" onClick={onReset} disabled={isDefaultFilters(filters) && !q}>
        <Trans>Reset filters</Trans>
      </button>
      {summary && (
        <p className="filter-bar__summary muted" aria-live="polite">
          {summary}
        </p>
      )}
    </form>
  );
}
