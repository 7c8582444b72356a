import { NO_COOK_STATS, type RecipeCookStats } from '#domain/cook-log.ts';
import { addPlanDays } from '#domain/plan-dates.ts';
import type { FullRecipe, RecipeDetail, RecipeListQuery, RecipeListRow } from '#domain/recipe.ts';
import type { Db } from '../../db/client.ts';
import { countCookedList, countCookedSince, findCookedPage } from './cooked-list-repository.ts';
import type { RecipeFilter } from './list-filter-repository.ts';

/** A list row before the household's cooking is added: what the shared page cache keeps. */
export type TaggedRow = Omit<RecipeListRow, keyof RecipeCookStats>;

/** The caller's household's cooking of recipes, from the cook-log module (wired in services.ts). */
export interface RecipeCooking {
  ownerOf(userId: number): Promise<number>;
  /** Only the recipes the household cooked or rated; the rest read as NO_COOK_STATS. */
  stats(ownerId: number, recipeIds: number[]): Promise<Map<number, RecipeCookStats>>;
  myRating(userId: number, recipeId: number): Promise<number | null>;
}

type Page<Row> = { rows: Row[]; count: number };

/** Field by field in the schema's order: the list route serializes rows as they are (routes.ts). */
const listRow = (r: TaggedRow, s: RecipeCookStats): RecipeListRow => ({
  id: r.id,
  name: r.name,
  img: r.img,
  servings: r.servings,
  cookTime: r.cookTime,
  isActive: r.isActive,
  cuisines: r.cuisines,
  restrictions: r.restrictions,
  lastCooked: s.lastCooked,
  timesCooked: s.timesCooked,
  averageRating: s.averageRating,
  ratingCount: s.ratingCount,
  // Only on a list filtered by the pantry (cookNow, missingMax).
  ...(r.missing === undefined ? {} : { missing: r.missing }),
});

/**
 * The household-dependent parts of GET /api/recipes and GET /api/recipes/{id}. The kept pages and
 * recipes are the same for every household; the household's facts are added to a copy after the cache,
 * and a list sorted or filtered by them is never kept.
 */
export function createCookedList(db: Db, cooking: RecipeCooking | undefined) {
  // A page with nothing cooked reads the same for every household: one copy per kept page, so its
  // serialized bytes are kept too (compression.ts, sendKept).
  const uncooked = new WeakMap<object, Page<RecipeListRow>>();
  const uncookedRecipes = new WeakMap<FullRecipe, RecipeDetail>();
  const statsOf = async (userId: number, ids: number[]) =>
    cooking && ids.length > 0 ? cooking.stats(await cooking.ownerOf(userId), ids) : new Map<number, RecipeCookStats>();

  return {
    dependsOnHousehold: (query: RecipeListQuery) =>
      query.sort === 'lastCooked' || query.sort === 'timesCooked' || query.notCookedDays !== undefined,

    /** A page ordered or filtered by the household's cook log; `today` is the UTC date. */
    async page(
      filter: RecipeFilter,
      query: RecipeListQuery,
      userId: number,
      hideDisliked: boolean,
      today: string,
      nameTags: (rows: Awaited<ReturnType<typeof findCookedPage>>) => Promise<TaggedRow[]>,
      catalogueCount: () => Promise<number>,
    ): Promise<Page<TaggedRow>> {
      const options = {
        page: query.page,
        sort: query.sort,
        ownerId: cooking ? await cooking.ownerOf(userId) : userId,
        cookedBefore: query.notCookedDays === undefined ? undefined : addPlanDays(today, -query.notCookedDays),
        hideDislikedFor: hideDisliked ? userId : undefined,
      };
      const rows = await findCookedPage(db, filter, options);
      // The household's order never changes the count, and "not cooked since" only removes the few
      // recipes it cooked since: both from the filter's kept count (catalogue-versioned), not 90,000 rows.
      const count = hideDisliked
        ? await countCookedList(db, filter, options)
        : (await catalogueCount()) - (options.cookedBefore ? await countCookedSince(db, filter, options) : 0);
      return { rows: await nameTags(rows), count };
    },

    async withStats(userId: number, page: Page<TaggedRow>): Promise<Page<RecipeListRow>> {
      const stats = await statsOf(
        userId,
        page.rows.map((r) => r.id),
      );
      if (stats.size > 0)
        return { rows: page.rows.map((r) => listRow(r, stats.get(r.id) ?? NO_COOK_STATS)), count: page.count };
      let plain = uncooked.get(page);
      if (!plain) {
        plain = { rows: page.rows.map((r) => listRow(r, NO_COOK_STATS)), count: page.count };
        uncooked.set(page, plain);
      }
      return plain;
    },

    async withDetail(userId: number, recipe: FullRecipe): Promise<RecipeDetail> {
      const stats = (await statsOf(userId, [recipe.id])).get(recipe.id) ?? NO_COOK_STATS;
      const myRating = cooking ? await cooking.myRating(userId, recipe.id) : null;
      if (stats !== NO_COOK_STATS || myRating !== null) return { ...recipe, ...stats, myRating };
      let plain = uncookedRecipes.get(recipe);
      if (!plain) uncookedRecipes.set(recipe, (plain = { ...recipe, ...NO_COOK_STATS, myRating: null }));
      return plain;
    },
  };
}
