import { and, asc, count, desc, eq, inArray, sql, type AnyColumn } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { RecipeListRow } from '#domain/recipe.ts';
import type { RecipeCookStats } from '#domain/cook-log.ts';
import type { Db } from '../../db/client.ts';
import {
  catalogueVersion,
  cuisines,
  dislikes,
  recipeCuisines,
  recipeRestrictions,
  recipes,
  restrictions,
} from '../../db/schema.ts';
import { summaryColumns } from './columns-repository.ts';
import {
  constant,
  filterConditions,
  filterParams,
  notDisliked,
  p,
  PLANNED_PAGES,
  preparedFor,
  shapeOf,
  type RawPreparedQuery,
  type RecipeFilter,
  type RecipeSort,
} from './list-filter-repository.ts';
import { searchOrder } from './recipe-search-repository.ts';
import { canWalk, walkSearchPage } from './search-walk-repository.ts';

export { escapeLike } from './recipe-search-repository.ts';

export type { RecipeFilter, RecipeSort } from './list-filter-repository.ts';
export { canWalk } from './search-walk-repository.ts';

export interface PageOptions {
  page: number;
  sort: RecipeSort;
  /** Leaves out this user's disliked recipes. */
  hideDislikedFor?: number;
  /**
   * A search of a common word (see walkSearchPage): the rows come from walking the names in the
   * search's order instead of sorting every match. Only for an exact search of active recipes in the
   * search's own order; the rows are the same either way.
   */
  walk?: boolean;
}

/** Names of the fixed tags by id; reference data, so one read serves the life of the process. */
export interface TagNames {
  cuisines: Map<number, string>;
  restrictions: Map<number, string>;
}

export async function findTagNames(db: Db): Promise<TagNames> {
  const [c, r] = await Promise.all([
    db.select({ id: cuisines.id, name: cuisines.name }).from(cuisines),
    db.select({ id: restrictions.id, name: restrictions.name }).from(restrictions),
  ]);
  return {
    cuisines: new Map(c.map((row) => [row.id, row.name])),
    restrictions: new Map(r.map((row) => [row.id, row.name])),
  };
}

export interface RecipePageRow extends Omit<RecipeListRow, 'cuisines' | 'restrictions' | keyof RecipeCookStats> {
  /** Tag ids in id order; the caller names them with findTagNames. */
  cuisineIds: number[];
  restrictionIds: number[];
  /** With hideDislikedFor: how many of the filter's matches the user dislikes (the same on every row); else 0. */
  dislikedCount: number;
  /** The catalogue's version in the page's own snapshot (the same on every row): what its count is kept under. */
  catalogueVersion: number;
}

/** The user's disliked recipes among a filter's matches, over the (few) dislikes, not the catalogue. */
function dislikedMatching(db: Db, filter: RecipeFilter) {
  const theirs = db.select({ id: dislikes.recipeId }).from(dislikes).where(eq(dislikes.userId, p.userId));
  return db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(recipes)
    .where(and(inArray(recipes.id, theirs), ...filterConditions(filter)));
}

/**
 * One page of the list in one query. The 25 rows are chosen first in a subquery, and only then get their
 * tag ids (correlated array subqueries on the join tables' primary keys): with OFFSET in the same query
 * level, PostgreSQL would compute the arrays for every skipped row too (30 ms at page 40). With
 * hideDisliked the same query also counts the user's disliked matches (what the total leaves out). Every
 * row also carries the catalogue's version, so the count cache needs no query of its own.
 */
export function findRecipePage(db: Db, filter: RecipeFilter, options: PageOptions): Promise<RecipePageRow[]> {
  const hide = options.hideDislikedFor !== undefined;
  const fixedPage = options.page <= PLANNED_PAGES ? options.page : undefined;
  const walk = options.walk === true && canWalk(filter, options.sort);
  const key = `page:${shapeOf(filter)}:${options.sort ?? 'id'}:${hide ? 'h' : ''}:${fixedPage ?? 'n'}${walk ? ':w' : ''}`;
  const query = preparedFor<RecipePageRow[]>(db, key, () => {
    const where = filterConditions(filter);
    if (hide) where.push(notDisliked);
    const orderOf = (t: { id: AnyColumn; name: AnyColumn; servings: AnyColumn }) =>
      options.sort === 'ascending'
        ? [asc(t.servings), asc(t.id)]
        : options.sort === 'descending'
          ? [desc(t.servings), desc(t.id)]
          : filter.q
            ? [...searchOrder(t.name), asc(t.id)]
            : [asc(t.id)];
    const offset = fixedPage === undefined ? (p.offset as unknown as number) : constant(pageOffset(fixedPage));
    const page =
      walk && filter.q
        ? walkSearchPage(db, { ...filter, q: undefined }, filter.q, hide, fixedPage, offset)
        : db
            .select(summaryColumns)
            .from(recipes)
            .where(and(...where))
            .orderBy(...orderOf(recipes))
            .limit(constant(PAGE_SIZE))
            .offset(offset)
            .as('page');
    return db
      .select({
        id: page.id,
        name: page.name,
        img: page.img,
        servings: page.servings,
        cookTime: page.cookTime,
        isActive: page.isActive,
        cuisineIds: sql<
          number[]
        >`array(select ${recipeCuisines.cuisineId} from ${recipeCuisines} where ${recipeCuisines.recipeId} = ${page.id} order by 1)`.as(
          'cuisine_ids',
        ),
        restrictionIds: sql<
          number[]
        >`array(select ${recipeRestrictions.restrictionId} from ${recipeRestrictions} where ${recipeRestrictions.recipeId} = ${page.id} order by 1)`.as(
          'restriction_ids',
        ),
        dislikedCount: (hide ? sql<number>`(${dislikedMatching(db, filter)})` : sql<number>`0`).as('disliked_count'),
        catalogueVersion:
          sql<number>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`.as(
            'catalogue_version',
          ),
      })
      .from(page)
      .orderBy(...orderOf(page))
      .prepare(`recipe_${key}`);
  });
  // `all` skips drizzle's generic row mapping (its per-field `is()` checks were ~10% of a list
  // request's CPU); every column here is int, text, boolean or int[], which both drivers parse.
  const rows = (query as unknown as RawPreparedQuery<RawPageRow>).all({
    ...filterParams(filter),
    userId: options.hideDislikedFor,
    offset: pageOffset(options.page),
    partLimit: pageOffset(options.page) + PAGE_SIZE,
  });
  return rows.then((raw) =>
    raw.map((r) => ({
      id: r.id,
      name: r.name,
      img: r.img,
      servings: r.servings,
      cookTime: r.cook_time,
      isActive: r.is_active,
      cuisineIds: r.cuisine_ids,
      restrictionIds: r.restriction_ids,
      dislikedCount: r.disliked_count,
      catalogueVersion: Number(r.catalogue_version),
    })),
  );
}

/** A row of the page query as the driver gives it: named by SQL column (see summaryColumns). */
interface RawPageRow {
  id: number;
  name: string;
  img: string;
  servings: number;
  cook_time: number;
  is_active: boolean;
  cuisine_ids: number[];
  restriction_ids: number[];
  disliked_count: number;
  /** bigint: a string from node-postgres. */
  catalogue_version: string | number;
}

/** How many recipes match a filter. */
export async function countRecipes(db: Db, filter: RecipeFilter): Promise<number> {
  const key = `count:${shapeOf(filter)}`;
  const query = preparedFor<{ n: number }[]>(db, key, () =>
    db
      .select({ n: count() })
      .from(recipes)
      .where(and(...filterConditions(filter)))
      .prepare(`recipe_${key}`),
  );
  const [row] = await query.execute(filterParams(filter));
  return row.n;
}

/**
 * How many of a user's disliked recipes match a filter: the part that hideDisliked removes. The page
 * query counts this itself; this serves a page past the end, which has no row to carry it.
 */
export async function countDislikedMatching(db: Db, filter: RecipeFilter, userId: number): Promise<number> {
  const key = `disliked:${shapeOf(filter)}`;
  const query = preparedFor<{ n: number }[]>(db, key, () => dislikedMatching(db, filter).prepare(`recipe_${key}`));
  const [row] = await query.execute({ ...filterParams(filter), userId });
  return row.n;
}
