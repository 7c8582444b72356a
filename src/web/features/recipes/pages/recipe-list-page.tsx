import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '#domain/constants.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { Loading } from '../../../components/loading.tsx';
import { RecipeCard } from '../../../components/recipe-card.tsx';
import { RecipeFilterBar } from '../components/recipe-filter-bar.tsx';
import { RecipeOfTheDay } from '../components/recipe-of-the-day.tsx';
import {
  fetchRecipeOfTheDay,
  fetchRecipes,
  MAX_PAGE,
  recipeFiltersChanged,
  recipeFiltersReset,
  recipePagesNeeded,
  selectListedRecipes,
  selectLoadedPages,
  selectRecipeCount,
  selectRecipeFilters,
  selectRecipeListStatus,
  selectRecipeOfTheDay,
  selectRecipesError,
  type RecipeFilters,
} from '../recipes-slice.ts';
import '../recipes.css';

/** How long 'Load More' shows 'Loading' (spec §4). */
export const LOAD_MORE_DELAY_MS = 2000;

function pageFromQuery(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_PAGE) : 1;
}

/** /user/recipes?page=n: the filtered, paged recipe list (spec §2). */
export function RecipeListPage() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const urlPage = pageFromQuery(searchParams.get('page'));
  const filters = useAppSelector(selectRecipeFilters);
  const rows = useAppSelector(selectListedRecipes);
  const count = useAppSelector(selectRecipeCount);
  const loadedPages = useAppSelector(selectLoadedPages);
  const status = useAppSelector(selectRecipeListStatus);
  const error = useAppSelector(selectRecipesError);
  const recipeOfTheDay = useAppSelector(selectRecipeOfTheDay);
  const [loadingMore, setLoadingMore] = useState(false);
  const mounted = useRef(true);
  const refreshedFor = useRef<string | null>(null);
  const filtersKey = JSON.stringify(filters);
  const showRecipeOfTheDay = filters.cuisine === 'all' && filters.restriction === 'all';

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Fresh rows on arrival and on every filter change; then the pages up to ?page, one after another.
  useEffect(() => {
    if (refreshedFor.current !== filtersKey) {
      refreshedFor.current = filtersKey;
      void dispatch(fetchRecipes({ filters: JSON.parse(filtersKey) as RecipeFilters, page: 1 }));
      return;
    }
    if (!loadingMore) dispatch(recipePagesNeeded(urlPage));
  }, [dispatch, filtersKey, urlPage, loadedPages, status, loadingMore]);

  useEffect(() => {
    if (showRecipeOfTheDay) void dispatch(fetchRecipeOfTheDay());
  }, [dispatch, showRecipeOfTheDay]);

  const setPage = useCallback(
    (page: number) =>
      setSearchParams(
        (params) => {
          params.set('page', String(page));
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const changeFilters = (change: Partial<RecipeFilters>) => {
    dispatch(recipeFiltersChanged(change));
    setPage(1);
  };

  const resetFilters = () => {
    dispatch(recipeFiltersReset());
    setPage(1);
  };

  const visibleLimit = Math.min(urlPage, Math.max(loadedPages, 1)) * PAGE_SIZE;
  const visible = rows.slice(0, visibleLimit);
  const hasMore = visible.length < count && urlPage < MAX_PAGE;

  // 'Load More' shows 'Loading' for two seconds while the next page arrives, then reveals it.
  const loadMore = async () => {
    const next = Math.min(urlPage, loadedPages) + 1;
    setLoadingMore(true);
    const request = loadedPages >= next ? Promise.resolve() : dispatch(fetchRecipes({ filters, page: next }));
    await Promise.all([request, new Promise((resolve) => setTimeout(resolve, LOAD_MORE_DELAY_MS))]);
    if (!mounted.current) return;
    setLoadingMore(false);
    setPage(next);
  };

  const firstLoad = status === 'pending' && rows.length === 0;
  const summary = count > 0 ? `Showing ${visible.length} of ${count} recipes` : undefined;

  return (
    <main id="main" className="page">
      <header className="page-header">
        <div>
          <h1>Recipes</h1>
          <p className="muted" style={{ margin: 0 }}>
            Find tonight&apos;s dinner: filter by cuisine or diet, or sort by serving size.
          </p>
        </div>
      </header>

      {showRecipeOfTheDay && recipeOfTheDay && <RecipeOfTheDay recipe={recipeOfTheDay} />}

      <RecipeFilterBar filters={filters} onChange={changeFilters} onReset={resetFilters} summary={summary} />

      {status === 'failed' && rows.length === 0 ? (
        <div className="alert alert-danger" role="alert">
          Sorry, the recipes could not be loaded{error ? `: ${error}` : ''}.{' '}
          <button type="button" className="btn btn-small" onClick={() => dispatch(fetchRecipes({ filters, page: 1 }))}>
            Try again
          </button>
        </div>
      ) : firstLoad ? (
        <Loading label="Loading recipes…" />
      ) : visible.length === 0 && status === 'succeeded' ? (
        <div className="empty-state">
          <p style={{ margin: 0, fontWeight: 700 }}>No Matches</p>
          <p style={{ margin: '8px 0 0' }}>Try another cuisine or diet.</p>
        </div>
      ) : (
        <>
          <h2 className="visually-hidden">Recipe results</h2>
          <div className="grid recipe-card-grid">
            {visible.map((recipe) => (
              <RecipeCard key={recipe.id} recipe={recipe} />
            ))}
          </div>
          {hasMore && (
            <div className="load-more">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void loadMore()}
                disabled={loadingMore}
                aria-busy={loadingMore}
              >
                {loadingMore ? 'Loading' : 'Load More'}
              </button>
            </div>
          )}
        </>
      )}
    </main>
  );
}
