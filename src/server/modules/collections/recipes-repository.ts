/**
 * The recipes of a collection, a page at a time, under every sort. Smart collections reuse the list's own
 * filter SQL (modules/recipes), so a saved filter means exactly what GET /api/recipes means by it. Every
 * order ends with the recipe id, so pages never overlap or skip a recipe.
 */
import { and, asc, count, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '#domain/constants.ts';
import { pageOffset } from '#domain/common.ts';
import type { CollectionRecipe, CollectionSort } from '#domain/collection.ts';
import type { Db } from '../../db/client.ts';
import { collectionEntries, recipes } from '../../db/schema.ts';
import {
  countRecipes,
  filterConditions,
  filterParams,
  preparedFor,
  shapeOf,
  type RecipeFilter,
} from '../recipes/index.ts';

const summary = {
  id: recipes.id,
  name: recipes.name,
  img: recipes.img,
  servings: recipes.servings,
  cookTime: recipes.cookTime,
  isActive: recipes.isActive,
};

/** ORDER BY of a sort; `position` is the entries' order (a smart collection has none: by name). */
function orderOf(sort: CollectionSort, position: AnyColumn | undefined): SQL[] {
  switch (sort) {
    case 'position':
      return position ? [asc(position), asc(recipes.id)] : [asc(recipes.name), asc(recipes.id)];
    case 'name':
      return [asc(recipes.name), asc(recipes.id)];
    case 'ascending':
      return [asc(recipes.servings), asc(recipes.id)];
    case 'descending':
      return [desc(recipes.servings), asc(recipes.id)];
    case 'newest':
      return [desc(recipes.createdAt), asc(recipes.id)];
  }
}

const activeEntries = (collectionId: number) =>
  and(eq(collectionEntries.collectionId, collectionId), eq(recipes.isActive, true));

/** A page of a manual collection's active recipes, with each entry's section. */
export async function findManualPage(
  db: Db,
  collectionId: number,
  sort: CollectionSort,
  page: { limit: number; offset: number },
): Promise<CollectionRecipe[]> {
  return db
    .select({ ...summary, section: collectionEntries.section })
    .from(collectionEntries)
    .innerJoin(recipes, eq(recipes.id, collectionEntries.recipeId))
    .where(activeEntries(collectionId))
    .orderBy(...orderOf(sort, collectionEntries.position))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countManual(db: Db, collectionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(collectionEntries)
    .innerJoin(recipes, eq(recipes.id, collectionEntries.recipeId))
    .where(activeEntries(collectionId));
  return row.n;
}

/** Whether a manual collection lists this (active) recipe. */
export async function manualHas(db: Db, collectionId: number, recipeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: recipes.id })
    .from(collectionEntries)
    .innerJoin(recipes, eq(recipes.id, collectionEntries.recipeId))
    .where(and(activeEntries(collectionId), eq(collectionEntries.recipeId, recipeId)));
  return row !== undefined;
}

const limitParam = sql.placeholder('limit') as unknown as number;
const offsetParam = sql.placeholder('offset') as unknown as number;
const recipeIdParam = sql.placeholder('recipeId');

/** A page of a smart collection: the filter's active matches now, prepared once per filter shape and sort. */
export async function findSmartPage(
  db: Db,
  filter: RecipeFilter,
  sort: CollectionSort,
  page: { limit: number; offset: number },
): Promise<CollectionRecipe[]> {
  const key = `collection:${shapeOf(filter)}:${sort}`;
  const query = preparedFor<Omit<CollectionRecipe, 'section'>[]>(db, key, () =>
    db
      .select(summary)
      .from(recipes)
      .where(and(...filterConditions(filter)))
      .orderBy(...orderOf(sort, undefined))
      .limit(limitParam)
      .offset(offsetParam)
      .prepare(`recipe_${key}`),
  );
  const rows = await query.execute({ ...filterParams(filter), ...page });
  return rows.map((r) => ({ ...r, section: null }));
}

export const countSmart = countRecipes;

/** Whether a recipe is among a smart collection's matches now. */
export async function smartHas(db: Db, filter: RecipeFilter, recipeId: number): Promise<boolean> {
  const key = `collection-has:${shapeOf(filter)}`;
  const query = preparedFor<{ id: number }[]>(db, key, () =>
    db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, recipeIdParam), ...filterConditions(filter)))
      .prepare(`recipe_${key}`),
  );
  const rows = await query.execute({ ...filterParams(filter), recipeId });
  return rows.length > 0;
}

/** The offset and limit of a 25-row page. */
export const pageOf = (page: number) => ({ limit: PAGE_SIZE, offset: pageOffset(page) });
