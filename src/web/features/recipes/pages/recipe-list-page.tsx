import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { Loading } from '../../../components/loading.tsx';
import { RecipeFilterBar } from '../components/recipe-filter-bar.tsx';
import { RecipeOfTheDay } from '../components/recipe-of-the-day.tsx';
import { RecipeResultsGrid } from '../components/recipe-results-grid.tsx';
import { useGetDislikedIdsQuery } from '../../profile/index.ts';
import {
  MAX_PAGE,
  useGetRecipeOfTheDayQuery,
  useGetRecipePagesInfiniteQuery,
  type RecipeFilters,
} from '../recipes-api.ts';
import { useListUrl } from '../use-list-url.ts';
import '../recipes.css';

/** How long 'Load More' shows 'Loading' (spec §4). */
export const LOAD_MORE_DELAY_MS = 2000;

/** /user/recipes?page=n&q=…: the filtered, searchable, paged recipe list (spec §2, issue 9). */
export function RecipeListPage() {
  const { page: urlPage, q, filters, setPage, setFilters, setQuery, reset } = useListUrl();
  // Ids from the server; a dislike made in this session is written into them before the pages refetch.
  const { data: serverDislikedIds } = useGetDislikedIdsQuery();
  const dislikedIds = useMemo(() => new Set(serverDislikedIds ?? []), [serverDislikedIds]);
  const list = useGetRecipePagesInfiniteQuery({ ...filters, q });
  const { t } = useLingui();
  const { data, error, isError, isFetching, isSuccess, hasNextPage, fetchNextPage, refetch } = list;
  const loadedPages = data?.pages.length ?? 0;
  // A recipe disliked here leaves the list at once; the refetch the dislike triggers confirms it.
  const rows = useMemo(
    () => (data?.pages.flatMap((page) => page.rows) ?? []).filter((r) => !dislikedIds.has(r.id)),
    [data, dislikedIds],
  );
  const hidden = (data?.pages.reduce((n, page) => n + page.rows.length, 0) ?? 0) - rows.length;
  const count = Math.max(0, (data?.pages.at(-1)?.count ?? 0) - hidden);
  const [loadingMore, setLoadingMore] = useState(false);
  const mounted = useRef(true);
  const showRecipeOfTheDay = filters.cuisine === 'all' && filters.restriction === 'all' && !q;
  const ofTheDay = useGetRecipeOfTheDayQuery(undefined, { skip: !showRecipeOfTheDay });
  // A recipe of the day disliked here leaves at once, as a card of the list does.
  const recipeOfTheDay = ofTheDay.data && !dislikedIds.has(ofTheDay.data.id) ? ofTheDay.data : undefined;
  // Keeps its place while it loads, so nothing below it jumps.
  const recipeOfTheDayPending = !ofTheDay.data && !ofTheDay.isError;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A ?page=3 link shows 75 cards: the pages up to it load one after another.
  useEffect(() => {
    if (loadingMore || isFetching || isError || !hasNextPage) return;
    if (loadedPages > 0 && loadedPages < urlPage) void fetchNextPage();
  }, [loadingMore, isFetching, isError, hasNextPage, loadedPages, urlPage, fetchNextPage]);

  const changeFilters = (change: Partial<RecipeFilters>) => setFilters({ ...filters, ...change });

  const visibleLimit = Math.min(urlPage, Math.max(loadedPages, 1)) * PAGE_SIZE;
  const visible = useMemo(() => rows.slice(0, visibleLimit), [rows, visibleLimit]);
  const hasMore = visible.length < count && urlPage < MAX_PAGE;

  // 'Load More' shows 'Loading' for two seconds while the next page arrives, then reveals it.
  const loadMore = async () => {
    const next = Math.min(urlPage, loadedPages) + 1;
    setLoadingMore(true);
    const request = loadedPages >= next ? Promise.resolve() : fetchNextPage();
    await Promise.all([request, new Promise((resolve) => setTimeout(resolve, LOAD_MORE_DELAY_MS))]);
    if (!mounted.current) return;
    setLoadingMore(false);
    setPage(next);
  };

  const firstLoad = !data && isFetching;
  const shown = visible.length;
  const summary =
    count > 0
      ? t`${plural(count, { one: `Showing ${shown} of # recipe`, other: `Showing ${shown} of # recipes` })}`
      : undefined;
  const reason = (error as ApiFailure | undefined)?.message ?? '';

  return (
    <main id="main" className="page">
      <header className="page-header">
        <div>
          <h1>
            <Trans>Recipes</Trans>
          </h1>
          <p className="muted" style={{ margin: 0 }}>
            <Trans>Find tonight&apos;s dinner: filter by cuisine or diet, or sort by serving size.</Trans>
          </p>
        </div>
      </header>

      {showRecipeOfTheDay && recipeOfTheDay && <RecipeOfTheDay recipe={recipeOfTheDay} />}
      {showRecipeOfTheDay && !recipeOfTheDay && recipeOfTheDayPending && (
        <div className="rotd rotd--placeholder" aria-hidden="true" />
      )}

      <RecipeFilterBar
        filters={filters}
        onChange={changeFilters}
        onReset={reset}
        summary={summary}
        q={q}
        onSearch={setQuery}
      />

      {isError && rows.length === 0 ? (
        <div className="alert alert-danger" role="alert">
          <Trans>Sorry, the recipes could not be loaded.</Trans> {reason}{' '}
          <button type="button" className="btn btn-small" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : firstLoad ? (
        <Loading label={t`Loading recipes…`} />
      ) : visible.length === 0 && isSuccess && !isFetching ? (
        <div className="empty-state">
          <p style={{ margin: 0, fontWeight: 700 }}>
            <Trans>No Matches</Trans>
          </p>
          <p style={{ margin: '8px 0 0' }}>
            {q ? t`Try another word or fewer filters.` : t`Try another cuisine or diet.`}
          </p>
        </div>
      ) : (
        <>
          <h2 className="visually-hidden">
            <Trans>Recipe results</Trans>
          </h2>
          <RecipeResultsGrid recipes={visible} />
          {hasMore && (
            <div className="load-more">
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void loadMore()}
                disabled={loadingMore}
                aria-busy={loadingMore}
              >
                {loadingMore ? t`Loading` : t`Load More`}
              </button>
            </div>
          )}
        </>
      )}
    </main>
  );
}
