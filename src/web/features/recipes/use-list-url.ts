import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CUISINE_FILTERS, RESTRICTION_FILTERS } from '#domain/constants.ts';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { MAX_PAGE, type RecipeFilters } from './recipes-api.ts';
import { DEFAULT_FILTERS, recipeFiltersChanged, selectRecipeFilters } from './recipes-slice.ts';

const FILTER_KEYS = ['cuisine', 'restriction', 'sort', 'missingMax', 'notCookedDays'] as const;
const SORTS = ['', 'ascending', 'descending', 'lastCooked', 'timesCooked'] as const;

function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A whole number from `min` to `max` as written, else '' (no filter). */
function wholeIn(value: string | null, min: number, max: number): string {
  const n = Number(value);
  return value !== null && value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? String(n) : '';
}

/** The filters a URL names, or undefined when it names none. */
export function filtersFromQuery(params: URLSearchParams): RecipeFilters | undefined {
  if (!FILTER_KEYS.some((key) => params.has(key))) return undefined;
  return {
    cuisine: oneOf(CUISINE_FILTERS, params.get('cuisine'), 'all'),
    restriction: oneOf(RESTRICTION_FILTERS, params.get('restriction'), 'all'),
    sort: oneOf(SORTS, params.get('sort'), ''),
    missingMax: wholeIn(params.get('missingMax'), 0, 20),
    notCookedDays: wholeIn(params.get('notCookedDays'), 1, 3650),
  };
}

/** Writes the filters into the URL's parameters, leaving out the defaults. */
function writeFilters(params: URLSearchParams, filters: RecipeFilters) {
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === DEFAULT_FILTERS[key]) params.delete(key);
    else params.set(key, value);
  }
}

const same = (a: RecipeFilters, b: RecipeFilters) => FILTER_KEYS.every((key) => a[key] === b[key]);

/**
 * The recipe list's state in its URL (issue 9): `?page`, `?q` and the filters, so a reload or a shared
 * link shows the same list. The URL is the truth and the slice follows it; only a URL that names no
 * filter when the page opens gets the filters remembered from before written in.
 */
export function useListUrl() {
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const remembered = useAppSelector(selectRecipeFilters);
  const urlFilters = filtersFromQuery(params);
  // Decided once, when the page opens: the remembered filters to restore, until the URL carries them.
  const [restore, setRestore] = useState(() => (!urlFilters && !same(remembered, DEFAULT_FILTERS) ? remembered : null));
  if (restore && urlFilters) setRestore(null);
  const filters = urlFilters ?? restore ?? DEFAULT_FILTERS;
  const page = pageFromQuery(params.get('page'));
  const q = params.get('q')?.trim() ?? '';

  const update = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setParams(
        (current) => {
          change(current);
          return current;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (restore && !urlFilters) update((p) => writeFilters(p, restore));
  }, [restore, urlFilters, update]);

  const key = FILTER_KEYS.map((k) => filters[k]).join('|');
  useEffect(() => {
    const [cuisine, restriction, sort, missingMax, notCookedDays] = key.split('|') as [
      string,
      string,
      RecipeFilters['sort'],
      string,
      string,
    ];
    dispatch(recipeFiltersChanged({ cuisine, restriction, sort, missingMax, notCookedDays }));
  }, [key, dispatch]);

  const setPage = useCallback((n: number) => update((p) => p.set('page', String(n))), [update]);

  const setFilters = useCallback(
    (next: RecipeFilters) => {
      setRestore(null);
      update((p) => {
        writeFilters(p, next);
        p.set('page', '1');
      });
    },
    [update],
  );

  const setQuery = useCallback(
    (text: string) =>
      update((p) => {
        if (text.trim()) p.set('q', text.trim());
        else p.delete('q');
        p.set('page', '1');
      }),
    [update],
  );

  /** 'Reset filters': the whole catalogue, no search. */
  const reset = useCallback(() => {
    setRestore(null);
    update((p) => {
      writeFilters(p, DEFAULT_FILTERS);
      p.delete('q');
      p.set('page', '1');
    });
  }, [update]);

  return { page, q, filters, setPage, setFilters, setQuery, reset };
}
