import { CUISINE_FILTERS, RESTRICTION_FILTERS } from '#domain/constants.ts';
import { titleCase } from '#domain/format.ts';
import { isDefaultFilters, type RecipeFilters } from '../recipes-slice.ts';

interface Props {
  filters: RecipeFilters;
  onChange: (change: Partial<RecipeFilters>) => void;
  onReset: () => void;
  /** e.g. 'Showing 25 of 70 recipes'. */
  summary?: string;
}

/** The sticky filter bar of the recipe list: serving-size order, cuisine and diet. */
export function RecipeFilterBar({ filters, onChange, onReset, summary }: Props) {
  return (
    <form className="filter-bar" role="search" aria-label="Filter recipes" onSubmit={(e) => e.preventDefault()}>
      <div className="field">
        <label htmlFor="filter-sort">Serving size</label>
        <select
          id="filter-sort"
          className="select"
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as RecipeFilters['sort'] })}
        >
          <option value="">Any order</option>
          <option value="ascending">Ascending (fewest first)</option>
          <option value="descending">Descending (most first)</option>
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-cuisine">Cuisine</label>
        <select
          id="filter-cuisine"
          className="select"
          value={filters.cuisine}
          onChange={(e) => onChange({ cuisine: e.target.value })}
        >
          {CUISINE_FILTERS.map((c) => (
            <option key={c} value={c}>
              {c === 'all' ? 'All cuisines' : titleCase(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="filter-diet">Diet</label>
        <select
          id="filter-diet"
          className="select"
          value={filters.restriction}
          onChange={(e) => onChange({ restriction: e.target.value })}
        >
          {RESTRICTION_FILTERS.map((r) => (
            <option key={r} value={r}>
              {r === 'all' ? 'All diets' : titleCase(r)}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="btn btn-small" onClick={onReset} disabled={isDefaultFilters(filters)}>
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
