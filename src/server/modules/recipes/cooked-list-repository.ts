import { and, asc, count, desc, eq, max, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { Db } from '../../db/client.ts';
import { cookLog, recipeCuisines, recipeRestrictions, recipes } from '../../db/schema.ts';
import { summaryColumns } from './columns-repository.ts';
import { filterConditions, filterParams, notDisliked, preparedFor, shapeOf } from './list-filter-repository.ts';
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

/** The household's latest date and count per recipe (idx_cook_log_owner_recipe_date). */
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

function conditions(filter: RecipeFilter, options: CookedListOptions, stats: ReturnType<typeof cookedStats>): SQL[] {
  const where = filterConditions(filter);
  if (options.hideDislikedFor !== undefined) where.push(notDisliked);
  if (options.cookedBefore !== undefined)
    where.push(sql`(${stats.last} is null or ${stats.last} < ${q.cookedBefore}::date)`);
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

/**
 * A page of the list whose order or filter depends on the household's cook log: the household's cooked
 * facts joined in, ordered by them. Never kept in the list's caches, which are shared by households.
 */
export async function findCookedPage(db: Db, filter: RecipeFilter, options: CookedListOptions) {
  const key = `cooked:${shapeKey(filter, options)}:${options.sort ?? 'id'}`;
  const query = preparedFor<Omit<RecipePageRow, 'dislikedCount' | 'catalogueVersion'>[]>(db, key, () => {
    const stats = cookedStats(db);
    const order =
      options.sort === 'lastCooked'
        ? [sql`${stats.last} desc nulls last`, asc(recipes.id)]
        : options.sort === 'timesCooked'
          ? [sql`coalesce(${stats.times}, 0) desc`, asc(recipes.id)]
          : options.sort === 'ascending'
            ? [asc(recipes.servings), asc(recipes.id)]
            : options.sort === 'descending'
              ? [desc(recipes.servings), desc(recipes.id)]
              : filter.q
                ? [...searchOrder(recipes.name), asc(recipes.id)]
                : [asc(recipes.id)];
    return db
      .select({
        ...summaryColumns,
        cuisineIds: sql<
          number[]
        >`array(select ${recipeCuisines.cuisineId} from ${recipeCuisines} where ${recipeCuisines.recipeId} = ${recipes.id} order by 1)`,
        restrictionIds: sql<
          number[]
        >`array(select ${recipeRestrictions.restrictionId} from ${recipeRestrictions} where ${recipeRestrictions.recipeId} = ${recipes.id} order by 1)`,
      })
      .from(recipes)
      .leftJoin(stats, eq(stats.recipeId, recipes.id))
      .where(and(...conditions(filter, options, stats)))
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(q.offset)
      .prepare(`recipe_${key}`);
  });
  return query.execute(params(filter, options));
}

/** How many recipes match a household-dependent list. */
export async function countCookedList(db: Db, filter: RecipeFilter, options: CookedListOptions): Promise<number> {
  const key = `cooked-count:${shapeKey(filter, options)}`;
  const query = preparedFor<{ n: number }[]>(db, key, () => {
    const stats = cookedStats(db);
    return db
      .select({ n: count() })
      .from(recipes)
      .leftJoin(stats, eq(stats.recipeId, recipes.id))
      .where(and(...conditions(filter, options, stats)))
      .prepare(`recipe_${key}`);
  });
  const [row] = await query.execute(params(filter, options));
  return row?.n ?? 0;
}
