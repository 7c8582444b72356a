import { and, asc, count, desc, eq, inArray, lte, not, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Appliance, Cuisine, Restriction } from '#domain/constants.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { RecipeListRow } from '#domain/recipe.ts';
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
import { hasTag, notDislikedBy } from './recipe-filters.ts';
import { summaryColumns } from './columns-repository.ts';
import {
  searchCondition,
  searchOrder,
  searchShape,
  searchValues,
  startsWithSearch,
} from './recipe-search-repository.ts';

export { escapeLike } from './recipe-search-repository.ts';

/** What narrows GET /api/recipes, already resolved for the caller (admin rules applied). */
export interface RecipeFilter {
  active: 'yes' | 'no' | 'both';
  cuisine?: Cuisine;
  restriction?: Restriction;
  appliance?: Appliance;
  /** Upper bound of cookTime in minutes, inclusive. */
  maxCookTime?: number;
  /** Name search (recipe-search-repository.ts): words or prefixes of the name. */
  q?: string;
  /** Near misses of `q`'s words count too (the service sets it when no name has them exactly). */
  fuzzy?: boolean;
}

export type RecipeSort = 'ascending' | 'descending' | undefined;

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

/** Whether findRecipePage may walk for this filter and order (see PageOptions.walk). */
export const canWalk = (filter: RecipeFilter, sort: RecipeSort) =>
  filter.q !== undefined && searchShape(filter.q) > 0 && !filter.fuzzy && filter.active === 'yes' && sort === undefined;

// Queries are built once per filter shape with placeholders and prepared, so a request neither rebuilds
// the SQL in drizzle nor makes PostgreSQL parse and plan it again on a pooled connection.
const p = {
  cuisine: sql.placeholder('cuisine'),
  restriction: sql.placeholder('restriction'),
  appliance: sql.placeholder('appliance'),
  maxCookTime: sql.placeholder('maxCookTime'),
  userId: sql.placeholder('userId'),
  offset: sql.placeholder('offset'),
  partLimit: sql.placeholder('partLimit'),
};

const hasCuisine = hasTag('cuisine', p.cuisine);
const hasRestriction = hasTag('restriction', p.restriction);
const hasAppliance = hasTag('appliance', p.appliance);
const notDisliked = notDislikedBy(p.userId);

/**
 * The active rule as a literal, not a parameter (the shape decides it anyway): with `is_active = $1`
 * PostgreSQL's plan for any value looked costlier than the plan for `true`, so it planned the filtered
 * list anew on every execution (about 0.9 ms of its CPU per request) instead of keeping one plan.
 */
const isActive = sql`${recipes.isActive} = true`;
const isInactive = sql`${recipes.isActive} = false`;

/** The WHERE conditions of a filter's shape, over `recipes`; values come from filterParams. */
function filterConditions(filter: RecipeFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.active === 'yes') where.push(isActive);
  if (filter.active === 'no') where.push(isInactive);
  if (filter.cuisine) where.push(hasCuisine);
  if (filter.restriction) where.push(hasRestriction);
  if (filter.appliance) where.push(hasAppliance);
  if (filter.maxCookTime !== undefined) where.push(lte(recipes.cookTime, p.maxCookTime));
  if (filter.q) where.push(searchCondition(searchShape(filter.q), filter.fuzzy === true));
  return where;
}

function filterParams(filter: RecipeFilter): Record<string, unknown> {
  return {
    cuisine: filter.cuisine,
    restriction: filter.restriction,
    appliance: filter.appliance,
    maxCookTime: filter.maxCookTime,
    ...(filter.q ? searchValues(filter.q) : {}),
  };
}

/** Which SQL text a filter needs: the active rule and which filters are present, not their values. */
function shapeOf(filter: RecipeFilter): string {
  return [
    filter.active,
    filter.cuisine ? 'c' : '',
    filter.restriction ? 'r' : '',
    filter.appliance ? 'a' : '',
    filter.maxCookTime === undefined ? '' : 't',
    filter.q ? `q${searchShape(filter.q)}${filter.fuzzy ? 'f' : ''}` : '',
  ].join('');
}

interface PreparedQuery<T> {
  execute(params: Record<string, unknown>): Promise<T>;
}

/**
 * drizzle's prepared queries (PGlite and node-postgres alike) also have `all`: the driver's rows as they
 * come, keyed by SQL column name, without drizzle's mapping. It is marked internal in drizzle's types;
 * the list tests run on both drivers.
 */
type RawPreparedQuery<Row> = { all(params: Record<string, unknown>): Promise<Row[]> };

/** Prepared queries by database and shape; at most a few hundred shapes exist. */
const prepared = new WeakMap<Db, Map<string, PreparedQuery<unknown>>>();

function preparedFor<T>(db: Db, key: string, build: () => PreparedQuery<T>) {
  let byKey = prepared.get(db);
  if (!byKey) prepared.set(db, (byKey = new Map()));
  let query = byKey.get(key);
  if (!query) byKey.set(key, (query = build()));
  return query as PreparedQuery<T>;
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

export interface RecipePageRow extends Omit<RecipeListRow, 'cuisines' | 'restrictions'> {
  /** Tag ids in id order; the caller names them with findTagNames. */
  cuisineIds: number[];
  restrictionIds: number[];
  /** With hideDislikedFor: how many of the filter's matches the user dislikes (the same on every row); else 0. */
  dislikedCount: number;
  /** The catalogue's version in the page's own snapshot (the same on every row): what its count is kept under. */
  catalogueVersion: number;
}

/**
 * Pages up to this one get their own prepared statement with LIMIT and OFFSET written into the SQL.
 * With a parameter there, PostgreSQL must guess how many rows are wanted (10%), so its generic plan
 * always looks costlier than a custom one and it re-plans on every execution; with constants the
 * generic plan is chosen and planning happens once per connection. Measured: 1.5× (plain) to 3×
 * (tag filters) more queries/s. Deeper pages are rare and use a parameter.
 */
const PLANNED_PAGES = 10;

/** A number written into the SQL; drizzle types limit/offset as number | Placeholder, but writes an SQL chunk as is. */
const constant = (n: number) => sql.raw(String(n)) as unknown as number;

/** The user's disliked recipes among a filter's matches, over the (few) dislikes, not the catalogue. */
function dislikedMatching(db: Db, filter: RecipeFilter) {
  const theirs = db.select({ id: dislikes.recipeId }).from(dislikes).where(eq(dislikes.userId, p.userId));
  return db
    .select({ n: sql<number>`count(*)::int`.as('n') })
    .from(recipes)
    .where(and(inArray(recipes.id, theirs), ...filterConditions(filter)));
}

/**
 * The page of a search for a common word, in the search's order (names that start with the search, then
 * shorter names, then id) without sorting every match: sorting the 10,000 matches of a common word cost
 * 15-30 ms a page. Two parts, each as long as the pages up to this one:
 * - the matches that start with the search: the range of idx_recipes_name_prefix, then sorted (few);
 * - the others: idx_recipes_active_name_length walked in (length, id) order, each name checked against
 *   the search until the part is full, which for a common word is soon.
 * The search condition is wrapped in `is true` so that the planner cannot read it through the
 * full-text index and sort afterwards; `length(name) + 0` keeps the first part off the length index.
 * The service chooses this shape only when the matches are dense enough for the walk to end soon.
 */
function walkSearchPage(
  db: Db,
  others: RecipeFilter,
  q: string,
  hide: boolean,
  fixedPage: number | undefined,
  offset: number,
) {
  const where = filterConditions(others);
  if (hide) where.push(notDisliked);
  const match = sql`(${searchCondition(searchShape(q), false)}) is true`;
  const partLimit = fixedPage === undefined ? p.partLimit : constant(pageOffset(fixedPage) + PAGE_SIZE);
  const nameLength = sql<number>`length(${recipes.name})`.as('name_length');
  const part = (n: number, condition: SQL, lengthOrder: SQL) =>
    db
      .select({ ...summaryColumns, part: sql<number>`${sql.raw(String(n))}`.as('part'), nameLength })
      .from(recipes)
      .where(and(...where, match, condition))
      .orderBy(lengthOrder, asc(recipes.id))
      .limit(partLimit);
  return part(0, startsWithSearch(), sql`length(${recipes.name}) + 0`)
    .unionAll(part(1, not(startsWithSearch()), sql`length(${recipes.name})`))
    .orderBy(sql`part`, sql`name_length`, sql`id`)
    .limit(constant(PAGE_SIZE))
    .offset(offset)
    .as('page');
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
