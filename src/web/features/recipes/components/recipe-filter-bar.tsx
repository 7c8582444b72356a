import { CUISINE_FILTERS, RESTRICTION_FILTERS } from '#domain/constants.ts';
import { titleCase } from '#domain/format.ts';
import { SelectField } from '../../../components/select-field.tsx';
import { isDefaultFilters, type RecipeFilters } from '../recipes-slice.ts';
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
const SORT_LABELS: Record<RecipeFilters['sort'], string> = {
  '': 'Any order',
  ascending: 'Ascending (fewest first)',
  descending: 'Descending (most first)',
};

/** The sticky filter bar of the recipe list: name search, serving-size order, cuisine and diet. */
export function RecipeFilterBar({ filters, onChange, onReset, summary, q, onSearch }: Props) {
  return (
    <form className="filter-bar" role="search" aria-label="Filter recipes" onSubmit={(e) => e.preventDefault()}>
      <RecipeSearchBox value={q} onSearch={onSearch} />
      <SelectField
        id="filter-sort"
        label="Serving size"
        value={filters.sort}
        options={SORTS}
        optionLabel={(sort) => SORT_LABELS[sort]}
        onChange={(sort) => onChange({ sort })}
      />
      <SelectField
        id="filter-cuisine"
        label="Cuisine"
        value={filters.cuisine}
        options={CUISINE_FILTERS}
        optionLabel={(c) => (c === 'all' ? 'All cuisines' : titleCase(c))}
        onChange={(cuisine) => onChange({ cuisine })}
      />
      <SelectField
        id="filter-diet"
        label="Diet"
        value={filters.restriction}
        options={RESTRICTION_FILTERS}
        optionLabel={(r) => (r === 'all' ? 'All diets' : titleCase(r))}
        onChange={(restriction) => onChange({ restriction })}
      />
      <button type="button" className="btn btn-small" onClick={onReset} disabled={isDefaultFilters(filters) && !q}>
        Reset filters
      </button>
      {summary && (
        <p className="filter-bar__summary muted" aria-live="polite">
          {summary}
        </p>
      )}
    </form>
  );
}
