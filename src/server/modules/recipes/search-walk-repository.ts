import { and, asc, not, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { Db } from '../../db/client.ts';
import { recipes } from '../../db/schema.ts';
import { summaryColumns } from './columns-repository.ts';
import {
  constant,
  filterConditions,
  notDisliked,
  p,
  type RecipeFilter,
  type RecipeSort,
} from './list-filter-repository.ts';
import { searchCondition, searchShape, startsWithSearch } from './recipe-search-repository.ts';

/** Whether findRecipePage may walk for this filter and order (see PageOptions.walk). */
export const canWalk = (filter: RecipeFilter, sort: RecipeSort) =>
  filter.q !== undefined && searchShape(filter.q) > 0 && !filter.fuzzy && filter.active === 'yes' && sort === undefined;

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
export function walkSearchPage(
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
