import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { Db } from '../../db/client.ts';
import { recipeCuisines, recipeRestrictions, recipes } from '../../db/schema.ts';
import {
  constant,
  filterConditions,
  filterParams,
  notDisliked,
  preparedFor,
  shapeOf,
  type RecipeFilter,
  type RecipeSort,
} from './list-filter-repository.ts';
import { searchOrder } from './recipe-search-repository.ts';
import { summaryColumns } from './columns-repository.ts';

/**
 * GET /api/recipes with `missingMax` (docs/decisions/what-can-i-make.md): read from the household's
 * pantry_recipe_cover, kept in step by pantry writes and recipe saves. Never cached: the answer is the
 * household's.
 */

/** A row as the recipe list has it (columns the catalogue never leaves null there), `missing`, and the total. */
export interface MissingPageRow {
  id: number;
  name: string;
  img: string;
  servings: number;
  cookTime: number;
  isActive: boolean;
  cuisineIds: number[];
  restrictionIds: number[];
  missing: number;
  /** How many recipes match, on every row. */
  total: number;
}

const params = {
  ownerId: sql.placeholder('ownerId'),
  missingMax: sql.placeholder('missingMax'),
  offset: sql.placeholder('offset'),
};

/**
 * The recipes missing at most `missingMax` foods: the household's cover rows in that range (the index on
 * owner, missing), and recipes needing that few foods that share no covered food with the pantry (no row).
 */
const candidatesSql = sql`
  select v.recipe_id, v.missing from pantry_recipe_cover v
  where v.owner_id = ${params.ownerId}::int and v.missing <= ${params.missingMax}::int
  union all
  select c.recipe_id, c.foods from recipe_need_counts c
  where c.foods <= ${params.missingMax}::int
    and not exists (select 1 from pantry_recipe_cover v where v.owner_id = ${params.ownerId}::int and v.recipe_id = c.recipe_id)`;

type Sortable = { id: AnyColumn; name: AnyColumn; servings: AnyColumn };

function usualOrder(t: Sortable, filter: RecipeFilter, sort: RecipeSort): SQL[] {
  if (sort === 'ascending') return [asc(t.servings), asc(t.id)];
  if (sort === 'descending') return [desc(t.servings), desc(t.id)];
  return filter.q ? [...searchOrder(t.name), asc(t.id)] : [asc(t.id)];
}

const tagIds = (link: typeof recipeCuisines | typeof recipeRestrictions, id: AnyColumn, name: string) => {
  const tag = link === recipeCuisines ? recipeCuisines.cuisineId : recipeRestrictions.restrictionId;
  const recipeId = link === recipeCuisines ? recipeCuisines.recipeId : recipeRestrictions.recipeId;
  return sql<number[]>`array(select ${tag} from ${link} where ${recipeId} = ${id} order by 1)`.as(name);
};

/** One page of the filter's recipes missing at most `missingMax` foods, by missing, then the usual order. */
export async function findMissingPage(
  db: Db,
  filter: RecipeFilter,
  options: { page: number; sort: RecipeSort; hideDislikedFor?: number; missingMax: number; ownerId: number },
): Promise<MissingPageRow[]> {
  const hide = options.hideDislikedFor !== undefined;
  const key = `missing:${shapeOf(filter)}:${options.sort ?? 'id'}:${hide ? 'h' : ''}`;
  const query = preparedFor<MissingPageRow[]>(db, key, () => {
    const where = filterConditions(filter);
    if (hide) where.push(notDisliked);
    const candidates = db
      .select({
        recipeId: sql<number>`recipe_id`.as('recipe_id'),
        missing: sql<number>`missing`.as('missing'),
      })
      .from(sql`(${candidatesSql}) as candidates`)
      .as('cd');
    // The 25 rows first, then their tags (as findRecipePage does).
    const page = db
      .select({
        ...summaryColumns,
        missing: sql<number>`${candidates.missing}::int`.as('missing'),
        total: sql<number>`(count(*) over ())::int`.as('total'),
      })
      .from(recipes)
      .innerJoin(candidates, eq(candidates.recipeId, recipes.id))
      .where(and(...where))
      .orderBy(asc(candidates.missing), ...usualOrder(recipes, filter, options.sort))
      .limit(constant(PAGE_SIZE))
      .offset(params.offset as unknown as number)
      .as('page');
    return db
      .select({
        id: page.id,
        name: page.name,
        img: page.img,
        servings: page.servings,
        cookTime: page.cookTime,
        isActive: page.isActive,
        cuisineIds: tagIds(recipeCuisines, page.id, 'cuisine_ids'),
        restrictionIds: tagIds(recipeRestrictions, page.id, 'restriction_ids'),
        missing: page.missing,
        total: page.total,
      })
      .from(page)
      .orderBy(asc(page.missing), ...usualOrder(page, filter, options.sort))
      .prepare(`recipe_${key}`) as unknown as { execute(values: Record<string, unknown>): Promise<MissingPageRow[]> };
  });
  return query.execute({
    ...filterParams(filter),
    userId: options.hideDislikedFor,
    offset: pageOffset(options.page),
    missingMax: options.missingMax,
    ownerId: options.ownerId,
  });
}
