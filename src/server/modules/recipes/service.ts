import type { LineReading } from '#domain/line-reading.ts';
import { chefsChoiceTarget, takeUntilTarget } from '#domain/chefs-choice.ts';
import type {
  ChefsChoiceInput,
  ChefsChoiceResult,
  FullRecipe,
  RecipeListRow,
  RecipeListQuery,
  RecipeDetail,
  RecipePayload,
} from '#domain/recipe.ts';
import { utcToday } from '#domain/plan-dates.ts';
import { chefsChoiceFilter, listFilterFor, missingMaxOf } from './list-filters.ts';
import { createCookedList, type RecipeCooking, type TaggedRow } from './cooked-list.ts';
import { recipeOfTheDayIndex, utcIsoDate } from '#domain/recipe-of-the-day.ts';
import type { Db } from '../../db/client.ts';
import { notFound, recipeNotFound } from '../../lib/errors.ts';
import type { SessionUser } from '../sessions/index.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import {
  canWalk,
  countDislikedMatching,
  countRecipes,
  findRecipePage,
  findTagNames,
  type RecipeFilter,
  type RecipePageRow,
  type TagNames,
} from './list-repository.ts';
import { createCountCache } from './count-cache.ts';
import { createPageCache } from './page-cache.ts';
import { readCatalogueVersion } from './catalogue-version-repository.ts';
import {
  countActiveRecipes,
  findActiveRecipeIdAt,
  findRandomCandidatesUpTo,
  type ExpiringFood,
} from './picks-repository.ts';
import { findFullRecipe } from './detail-repository.ts';
import { findFullRecipes, insertRecipe, updateRecipe } from './repository.ts';
import { toRecipeRecord } from '#domain/recipe-lines.ts';
import { lineParser } from './line-parser.ts';
import { inTransaction } from '../../db/transaction.ts';
import { expandRecipe } from '#domain/sub-recipe-expansion.ts';
import type { ExpandedIngredients } from '#domain/sub-recipe-api.ts';
import { checkSubRecipes } from './sub-recipe-check.ts';
import { findRecipeGraph } from './sub-recipe-repository.ts';
import { countMissing, findMissingPage } from './missing-list-repository.ts';

export interface RecipeServiceOptions {
  /** The clock of the recipe of the day. */
  now?: () => Date;
  /**
   * How many list pages, and how many recipes, are kept (default 200 each; 0 keeps none). A list page
   * is about 5 KB as JSON, a recipe 2 to 4 KB.
   */
  cacheEntries?: number;
  /** The caller's household's cooking of recipes ("Cooked it"); without it every recipe reads as never cooked. */
  cooking?: RecipeCooking;
  /** The caller's household's owner, whose pantry cover `cookNow` and `missingMax` read (built if need be). */
  coverOwnerOf?: (userId: number) => Promise<number>;
  /** The caller's household's foods with a best-before in the next 7 days, for chef's choice `preferExpiring`. */
  expiringOf?: (userId: number) => Promise<ExpiringFood[]>;
}

/** A search with fewer matches than this sorts them: cheap enough, and a walk could read the whole catalogue. */
const WALK_MIN_MATCHES = 500;
/** How many times fewer rows the walk must read than the matches a sort reads (a walked row costs more). */
const WALK_ADVANTAGE = 4;

/** Browsing, picking and editing recipes. */
export function createRecipeService(db: Db, options: RecipeServiceOptions = {}) {
  const counts = createCountCache({ version: () => readCatalogueVersion(db) });
  const cacheEntries = options.cacheEntries ?? 200;
  const pages = createPageCache<{ rows: TaggedRow[]; count: number }>(cacheEntries);
  const details = createPageCache<FullRecipe>(cacheEntries);
  const now = options.now ?? (() => new Date());
  let tagNames: Promise<TagNames> | undefined;
  const cooked = createCookedList(db, options.cooking);

  /** Names the tag ids of a page; reloads the reference lists once if an id is new to this process. */
  async function nameTags(rows: Omit<RecipePageRow, 'dislikedCount' | 'catalogueVersion'>[]): Promise<TaggedRow[]> {
    const known = (names: TagNames) =>
      rows.every(
        (r) =>
          r.cuisineIds.every((id) => names.cuisines.has(id)) &&
          r.restrictionIds.every((id) => names.restrictions.has(id)),
      );
    tagNames ??= findTagNames(db);
    let names = await tagNames.catch((err) => {
      tagNames = undefined;
      throw err;
    });
    if (!known(names)) {
      tagNames = findTagNames(db);
      names = await tagNames;
    }
    // Field by field, in the schema's order: the list route serializes this with JSON.stringify as is
    // (routes.ts), and a literal of fixed shape is cheaper than a rest/spread copy.
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      img: r.img,
      servings: r.servings,
      cookTime: r.cookTime,
      isActive: r.isActive,
      cuisines: r.cuisineIds.map((id) => ({ name: names.cuisines.get(id) ?? '' })),
      restrictions: r.restrictionIds.map((id) => ({ name: names.restrictions.get(id) ?? '' })),
    }));
  }

  /**
   * Whether walking the names in the search's order (search-walk-repository.ts) reads fewer rows
   * than sorting every match: the walk reads about (rows up to this page) × recipes / matches names.
   * Decided from the last counts of the search and of the same filter without it (a hint: a stale
   * count only picks the slower plan for the same rows). Until the search has been counted once, it sorts.
   */
  async function isCommonSearch(filter: RecipeFilter, page: number): Promise<boolean> {
    const matches = await counts.peek(JSON.stringify(filter))?.catch(() => undefined);
    if (matches === undefined || matches < WALK_MIN_MATCHES) return false;
    const base = { ...filter, q: undefined, fuzzy: undefined };
    const baseKey = JSON.stringify(base);
    const recipesCount = await (counts.peek(baseKey) ?? counts.get(baseKey, () => countRecipes(db, base)));
    const walked = ((pageOffset(page) + PAGE_SIZE) * recipesCount) / matches;
    return walked * WALK_ADVANTAGE <= matches;
  }

  async function requireRecipe(id: number): Promise<FullRecipe> {
    const recipe = await findFullRecipe(db, id);
    if (!recipe) throw recipeNotFound();
    return recipe;
  }

  /** A list page as the database has it now (list() keeps its answers). */
  async function listFresh(
    query: RecipeListQuery,
    user: SessionUser,
    filter: RecipeFilter,
    hideDisliked: boolean,
  ): Promise<{ rows: TaggedRow[]; count: number }> {
    const sort = query.sort === 'ascending' || query.sort === 'descending' ? query.sort : undefined;
    const pageOptions = { page: query.page, sort, hideDislikedFor: hideDisliked ? user.id : undefined };
    // Near misses only when no name has the words: a one-letter typo ('chiken') still finds chicken.
    // The exact search runs first; a page with rows proves an exact match. Only an empty page needs the
    // exact count to decide (an EXISTS … LIMIT 1 was planned as a full scan when nothing matched).
    if (filter.q) filter.fuzzy = false;
    const walk = canWalk(filter, sort) && (await isCommonSearch(filter, query.page));
    let rows = await findRecipePage(db, filter, { ...pageOptions, walk });
    if (filter.q && rows.length === 0) {
      const exact = await counts.get(JSON.stringify(filter), () => countRecipes(db, filter));
      if (exact === 0) {
        filter.fuzzy = true;
        rows = await findRecipePage(db, filter, pageOptions);
      }
    }
    // The page carries the catalogue's version; a page past the end has no row to carry it.
    const version = rows.length > 0 ? rows[0].catalogueVersion : await readCatalogueVersion(db);
    const total = await counts.getAt(JSON.stringify(filter), version, () => countRecipes(db, filter));
    // The page query counts the disliked matches; a page past the end has no row to carry the count.
    const disliked = !hideDisliked
      ? 0
      : rows.length > 0
        ? rows[0].dislikedCount
        : await countDislikedMatching(db, filter, user.id);
    return { rows: await nameTags(rows), count: Math.max(0, total - disliked) };
  }

  /** A page that is the same for every household, kept under the catalogue's (and dislikes') version. */
  function cachedPage(query: RecipeListQuery, user: SessionUser, filter: RecipeFilter, hideDisliked: boolean) {
    const { versions } = user;
    const key = JSON.stringify([filter, query.page, query.sort ?? '', hideDisliked ? user.id : 0]);
    const stamp = versions && (hideDisliked ? `${versions.catalogue}:${versions.dislikes}` : `${versions.catalogue}`);
    const fresh = () => listFresh(query, user, filter, hideDisliked);
    return stamp === undefined ? fresh() : pages.get(key, stamp, fresh);
  }

  /**
   * A list page against the caller's household's pantry: never from or into the page cache, which is
   * shared by every household. The search's exact-or-fuzzy choice is the pantry-free list's.
   */
  async function listMissing(
    query: RecipeListQuery,
    user: SessionUser,
    filter: RecipeFilter,
    hideDisliked: boolean,
    missingMax: number,
  ): Promise<{ rows: TaggedRow[]; count: number }> {
    if (!options.coverOwnerOf) throw new Error('The recipe service was made without the pantry');
    const ownerId = await options.coverOwnerOf(user.id);
    if (filter.q) {
      filter.fuzzy = false;
      const exact = await counts.get(JSON.stringify(filter), () => countRecipes(db, filter));
      if (exact === 0) filter.fuzzy = true;
    }
    // The household's cooking orders are not combined with the pantry's (docs/api/kitchen-loop.md).
    const missingOptions = {
      page: query.page,
      sort: query.sort === 'ascending' || query.sort === 'descending' ? query.sort : undefined,
      hideDislikedFor: hideDisliked ? user.id : undefined,
      missingMax,
      ownerId,
    };
    const rows = await findMissingPage(db, filter, missingOptions);
    // A first page that is not full holds every match: no count needed.
    const count =
      query.page === 1 && rows.length < PAGE_SIZE ? rows.length : await countMissing(db, filter, missingOptions);
    const named = await nameTags(rows.map((r) => ({ ...r, dislikedCount: 0, catalogueVersion: 0 })));
    return { rows: named.map((row, i) => ({ ...row, missing: rows[i]!.missing })), count };
  }

  return {
    /** One page of the list and the total, for this caller. */
    async list(query: RecipeListQuery, user: SessionUser): Promise<{ rows: RecipeListRow[]; count: number }> {
      const filter = listFilterFor(query, user);
      const hideDisliked = query.hideDisliked === 'true';
      const missingMax = missingMaxOf(query);
      if (missingMax !== undefined)
        return cooked.withStats(user.id, await listMissing(query, user, filter, hideDisliked, missingMax));
      if (cooked.dependsOnHousehold(query)) {
        const today = utcToday(now());
        const catalogueCount = () => counts.get(JSON.stringify(filter), () => countRecipes(db, filter));
        return cooked.withStats(
          user.id,
          await cooked.page(filter, query, user.id, hideDisliked, today, nameTags, catalogueCount),
        );
      }
      return cooked.withStats(user.id, await cachedPage(query, user, filter, hideDisliked));
    },

    /** Any recipe, inactive ones too (the client shows them as outdated), with the caller's household's cooking. */
    async get(id: number, user: Pick<SessionUser, 'id' | 'versions'>): Promise<RecipeDetail> {
      const stamp = user.versions && `${user.versions.catalogue}`;
      const recipe = await (stamp === undefined
        ? requireRecipe(id)
        : details.get(String(id), stamp, () => requireRecipe(id)));
      return cooked.withDetail(user.id, recipe);
    },

    /** The same active recipe for every caller on one UTC date. */
    async ofTheDay(): Promise<FullRecipe> {
      const date = utcIsoDate(now());
      // A second try covers a recipe retired between the count and the fetch.
      for (let attempt = 0; attempt < 2; attempt++) {
        const index = recipeOfTheDayIndex(await countActiveRecipes(db), date);
        if (index < 0) break;
        const id = await findActiveRecipeIdAt(db, index);
        const recipe = id === undefined ? undefined : await findFullRecipe(db, id);
        if (recipe) return recipe;
      }
      throw notFound('No active recipe');
    },

    /** Random picks among the matches until people × meals servings are covered (spec §4, §5). */
    async chefsChoice(input: ChefsChoiceInput, user: SessionUser): Promise<ChefsChoiceResult> {
      const target = chefsChoiceTarget(input);
      const expiring = input.preferExpiring && options.expiringOf ? await options.expiringOf(user.id) : [];
      const { rows, matched } = await findRandomCandidatesUpTo(db, chefsChoiceFilter(input, user.id), target, expiring);
      const { picked, totalServings, insufficient } = takeUntilTarget(rows, target);
      const recipes = await findFullRecipes(
        db,
        picked.map((p) => p.id),
      );
      return { recipes, matched, totalServings, target, insufficient };
    },

    /** `reading`: how the lines' `text` is read, by the request's language (docs/api/languages.md). */
    async add(payload: RecipePayload, reading?: LineReading, actorId: number | null = null): Promise<FullRecipe> {
      // A recipe from another app's export (it has a `source`) is imported; one typed or saved from a draft is added.
      const type = payload.recipeDetails.source ? 'recipe.imported' : 'recipe.added';
      const id = await inTransaction(db, async (tx) => {
        const subRecipes = await checkSubRecipes(tx, null, payload);
        return insertRecipe(tx, toRecipeRecord(payload, lineParser(reading), subRecipes), { type, actorId });
      });
      return requireRecipe(id);
    },

    async update(id: number, payload: RecipePayload, reading?: LineReading): Promise<FullRecipe> {
      const found = await inTransaction(db, async (tx) => {
        const subRecipes = await checkSubRecipes(tx, id, payload);
        return updateRecipe(tx, id, toRecipeRecord(payload, lineParser(reading), subRecipes));
      });
      if (!found) throw recipeNotFound();
      return requireRecipe(id);
    },

    /**
     * GET /api/recipes/{id}/ingredients: the recipe's lines at `servings` (default its own), every included
     * recipe expanded where its line stands (docs/api/know.md, "Sub-recipes").
     */
    async ingredients(id: number, servings?: number): Promise<ExpandedIngredients> {
      const graph = await findRecipeGraph(db, [id]);
      if (!graph.has(id)) throw recipeNotFound();
      return { recipeId: id, ...expandRecipe(graph, id, servings) };
    },
  };
}
export type RecipeService = ReturnType<typeof createRecipeService>;
