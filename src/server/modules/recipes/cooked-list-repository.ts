import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { Db } from '../../db/client.ts';
import { cookLog, recipeCuisines, recipeRestrictions, recipes } from '../../db/schema.ts';
import { summaryColumns } from './columns-repository.ts';
import {
  constant,
  filterConditions,
  filterParams,
  notDisliked,
  preparedFor,
  shapeOf,
} from './list-filter-repository.ts';
import type { RecipeFilter } from './list-filter-repository.ts';
import { searchOrder } from './recipe-search-repository.ts';
import type { RecipePageRow } from './list-repository.ts';

/** The list options that depend on the caller's household (docs/api/kitchen-loop.md, "Cooked it"). */
export interface CookedListOptions {
  page: number;
  sort: 'ascending' | 'descending' | 'lastCooked' | 'timesCooked' | undefined;
  ownerId: number;
  /** Only recipes never cooked, or last cooked before this day (YYYY-MM-DD). */
  cookedBefore?: string;
  hideDislikedFor?: number;
}

const q = {
  ownerId: sql.placeholder('ownerId'),
  cookedBefore: sql.placeholder('cookedBefore'),
  offset: sql.placeholder('offset'),
};

/** The household's latest date and count per recipe it cooked (idx_cook_log_owner_recipe_date). */
function cookedStats(db: Db) {
  return db
    .select({
      recipeId: cookLog.recipeId,
      last: max(cookLog.date).as('last_cooked'),
      times: count().as('times_cooked'),
    })
    .from(cookLog)
    .where(eq(cookLog.ownerId, q.ownerId))
    .groupBy(cookLog.recipeId)
    .as('cooked');
}

/** No entry of the household for the recipe (from `since` on, when given): one probe of the index. */
const notCooked = (since?: SQL) =>
  sql`not exists (select 1 from ${cookLog} where ${cookLog.ownerId} = ${q.ownerId} and ${cookLog.recipeId} = ${recipes.id}${since ? sql` and ${cookLog.date} >= ${since}` : sql``})`;

/** The filter's conditions over `recipes`; "not cooked since" as an anti-join unless `cutoff` is false. */
function conditions(filter: RecipeFilter, options: CookedListOptions, cutoff = true): SQL[] {
  const where = filterConditions(filter);
  if (options.hideDislikedFor !== undefined) where.push(notDisliked);
  if (cutoff && options.cookedBefore !== undefined) where.push(notCooked(sql`${q.cookedBefore}::date`));
  return where;
}

const shapeKey = (filter: RecipeFilter, options: CookedListOptions) =>
  `${shapeOf(filter)}:${options.hideDislikedFor === undefined ? '' : 'h'}:${options.cookedBefore ? 'n' : ''}`;

const params = (filter: RecipeFilter, options: CookedListOptions) => ({
  ...filterParams(filter),
  userId: options.hideDislikedFor,
  ownerId: options.ownerId,
  cookedBefore: options.cookedBefore,
  offset: pageOffset(options.page),
});

const tagColumns = {
  cuisineIds: sql<
    number[]
  >`array(select ${recipeCuisines.cuisineId} from ${recipeCuisines} where ${recipeCuisines.recipeId} = ${recipes.id} order by 1)`,
  restrictionIds: sql<
    number[]
  >`array(select ${recipeRestrictions.restrictionId} from ${recipeRestrictions} where ${recipeRestrictions.recipeId} = ${recipes.id} order by 1)`,
};

type CookedPageRow = Omit<RecipePageRow, 'dislikedCount' | 'catalogueVersion'>;

/**
 * Ordered by the household's cooking: its cooked recipes (a few thousand, best first) and the never cooked
 * ones (by id, an anti-join walking the id index) each cut at the page's end, then merged. Sorting the
 * whole catalogue joined to the stats was 45–75 ms at 100,000 recipes.
 */
function byCooking(db: Db, filter: RecipeFilter, options: CookedListOptions) {
  const stats = cookedStats(db);
  // Neither part needs the anti-join of notCookedDays: a never cooked recipe passes it, a cooked one
  // passes when its latest date is before the cut-off.
  const where = conditions(filter, options, false);
  const before = options.cookedBefore === undefined ? [] : [sql`${stats.last} < ${q.cookedBefore}::date`];
  const upTo = sql`${q.offset}::int + ${constant(PAGE_SIZE)}` as unknown as number;
  const last = options.sort === 'lastCooked';
  const cooked = db
    .select({
      id: sql`${stats.recipeId}`.as('id'),
      last: sql`${stats.last}`.as('last'),
      times: sql`${stats.times}`.as('times'),
    })
    .from(stats)
    .innerJoin(recipes, eq(recipes.id, stats.recipeId))
    .where(and(...where, ...before))
    .orderBy(last ? desc(stats.last) : desc(stats.times), asc(stats.recipeId))
    .limit(upTo);
  const never = db
    .select({ id: recipes.id, last: sql`null::date`, times: sql`0::bigint` })
    .from(recipes)
    .where(and(...where, notCooked()))
    .orderBy(asc(recipes.id))
    .limit(upTo);
  const k = cooked.unionAll(never).as('k');
  return (
    db
      .select({ ...summaryColumns, ...tagColumns })
      .from(k)
      // k's columns by its alias: drizzle leaves them unqualified, which `recipes` makes ambiguous.
      .innerJoin(recipes, sql`${recipes.id} = k.id`)
      .orderBy(last ? sql`k.last desc nulls last` : sql`k.times desc`, sql`k.id`)
      .limit(constant(PAGE_SIZE))
      .offset(q.offset as unknown as number)
  );
}

function byRecipe(db: Db, filter: RecipeFilter, options: CookedListOptions) {
  const order =
    options.sort === 'ascending'
      ? [asc(recipes.servings), asc(recipes.id)]
      : options.sort === 'descending'
        ? [desc(recipes.servings), desc(recipes.id)]
        : filter.q
          ? [...searchOrder(recipes.name), asc(recipes.id)]
          : [asc(recipes.id)];
  return db
    .select({ ...summaryColumns, ...tagColumns })
    .from(recipes)
    .where(and(...conditions(filter, options)))
    .orderBy(...order)
    .limit(PAGE_SIZE)
    .offset(q.offset);
}

/**
 * A page of the list whose order or filter depends on the household's cook log. Never kept in the list's
 * caches, which are shared by households.
 */
export async function findCookedPage(db: Db, filter: RecipeFilter, options: CookedListOptions) {
  const key = `cooked:${shapeKey(filter, options)}:${options.sort ?? 'id'}`;
  const query = preparedFor<CookedPageRow[]>(db, key, () => {
    const byHousehold = options.sort === 'lastCooked' || options.sort === 'timesCooked';
    return (byHousehold ? byCooking(db, filter, options) : byRecipe(db, filter, options)).prepare(`recipe_${key}`);
  });
  return query.execute(params(filter, options));
}

/** How many recipes match a household-dependent list (the order does not change it). */
export async function countCookedList(db: Db, filter: RecipeFilter, options: CookedListOptions): Promise<number> {
  const key = `cooked-count:${shapeKey(filter, options)}`;
  const query = preparedFor<{ n: number }[]>(db, key, () =>
    db
      .select({ n: count() })
      .from(recipes)
      .where(and(...conditions(filter, options)))
      .prepare(`recipe_${key}`),
  );
  const [row] = await query.execute(params(filter, options));
  return row?.n ?? 0;
}

/** How many recipes of the filter the household cooked on `cookedBefore` or later (hideDisliked aside). */
export async function countCookedSince(db: Db, filter: RecipeFilter, options: CookedListOptions): Promise<number> {
  const key = `cooked-since:${shapeOf(filter)}`;
  const query = preparedFor<{ n: number }[]>(db, key, () =>
    db
      .select({ n: count() })
      .from(recipes)
      .where(
        and(
          ...filterConditions(filter),
          sql`exists (select 1 from ${cookLog} where ${cookLog.ownerId} = ${q.ownerId} and ${cookLog.recipeId} = ${recipes.id} and ${cookLog.date} >= ${q.cookedBefore}::date)`,
        ),
      )
      .prepare(`recipe_${key}`),
  );
  const [row] = await query.execute(params(filter, options));
  return row?.n ?? 0;
}
