import { and, asc, count, desc, eq, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { Db } from '../../db/client.ts';
import { pantryRecipeCover, recipeCuisines, recipeRestrictions, recipes } from '../../db/schema.ts';
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

/** A row as the recipe list has it (columns the catalogue never leaves null there) and `missing`. */
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
}

interface MissingListOptions {
  page: number;
  sort: RecipeSort;
  hideDislikedFor?: number;
  missingMax: number;
  ownerId: number;
}

const params = {
  ownerId: sql.placeholder('ownerId'),
  missingMax: sql.placeholder('missingMax'),
  offset: sql.placeholder('offset'),
};

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

/** The household's cover rows in range (idx_pantry_recipe_cover_missing), by the filter's active rule. */
function inRange(filter: RecipeFilter): SQL[] {
  const range = [
    eq(pantryRecipeCover.ownerId, params.ownerId as unknown as number),
    lte(pantryRecipeCover.missing, params.missingMax as unknown as number),
  ];
  if (filter.active !== 'both')
    range.push(sql`${pantryRecipeCover.active} = ${sql.raw(String(filter.active === 'yes'))}`);
  return range;
}

/** Those rows joined to the list's filter. */
function matching(filter: RecipeFilter, hide: boolean) {
  const where = filterConditions(filter);
  if (hide) where.push(notDisliked);
  return and(...inRange(filter), ...where);
}

/** A filter of the active rule only: its matches are counted from the cover's index alone. */
const activeOnly = (filter: RecipeFilter, hide: boolean) =>
  !hide && !filter.cuisine && !filter.restriction && !filter.appliance && filter.maxCookTime === undefined && !filter.q;

const keyOf = (filter: RecipeFilter, options: MissingListOptions) =>
  `${shapeOf(filter)}:${options.hideDislikedFor !== undefined ? 'h' : ''}`;

const values = (filter: RecipeFilter, options: MissingListOptions) => ({
  ...filterParams(filter),
  userId: options.hideDislikedFor,
  offset: pageOffset(options.page),
  missingMax: options.missingMax,
  ownerId: options.ownerId,
});

/** One page of the filter's recipes missing at most `missingMax` foods, by missing, then the usual order. */
export async function findMissingPage(
  db: Db,
  filter: RecipeFilter,
  options: MissingListOptions,
): Promise<MissingPageRow[]> {
  const key = `missing:${keyOf(filter, options)}:${options.sort ?? 'id'}`;
  const query = preparedFor<MissingPageRow[]>(db, key, () => {
    // By the cover's recipe_id, so that the default order is the index's and the scan stops after the page.
    const inner = { id: pantryRecipeCover.recipeId, name: recipes.name, servings: recipes.servings };
    // The 25 rows first, then their tags (as findRecipePage does).
    const page = db
      .select({ ...summaryColumns, missing: sql<number>`${pantryRecipeCover.missing}`.as('missing') })
      .from(pantryRecipeCover)
      .innerJoin(recipes, eq(recipes.id, pantryRecipeCover.recipeId))
      .where(matching(filter, options.hideDislikedFor !== undefined))
      .orderBy(asc(pantryRecipeCover.missing), ...usualOrder(inner, filter, options.sort))
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
      })
      .from(page)
      .orderBy(asc(page.missing), ...usualOrder(page, filter, options.sort))
      .prepare(`recipe_${key}`) as unknown as { execute(values: Record<string, unknown>): Promise<MissingPageRow[]> };
  });
  return query.execute(values(filter, options));
}

/** How many recipes of the filter miss at most `missingMax` foods. */
export async function countMissing(db: Db, filter: RecipeFilter, options: MissingListOptions): Promise<number> {
  const key = `missing-count:${keyOf(filter, options)}`;
  const hide = options.hideDislikedFor !== undefined;
  const query = preparedFor<{ n: number }[]>(db, key, () =>
    activeOnly(filter, hide)
      ? db
          .select({ n: count() })
          .from(pantryRecipeCover)
          .where(and(...inRange(filter)))
          .prepare(`recipe_${key}`)
      : db
          .select({ n: count() })
          .from(pantryRecipeCover)
          .innerJoin(recipes, eq(recipes.id, pantryRecipeCover.recipeId))
          .where(matching(filter, hide))
          .prepare(`recipe_${key}`),
  );
  const [row] = await query.execute(values(filter, options));
  return row?.n ?? 0;
}
