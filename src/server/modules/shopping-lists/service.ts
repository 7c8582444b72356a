import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import { ConversionLimits } from '#domain/retailer-conversion.ts';
import type { FullRecipe } from '#domain/recipe.ts';
import type { ListHistoryItem, ShoppingList } from '#domain/shopping-list.ts';
import { isForeignKeyViolation, isUniqueViolation, type Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findFullRecipes, recipeExists } from '../recipes/index.ts';
import * as repo from './repository.ts';

/** A list holds at most as many recipes as the retailer conversion accepts. */
export const MAX_RECIPES_PER_LIST = ConversionLimits.maxRecipes;

/** The open list can be completed by a concurrent request between two statements; a retry creates a new one. */
const ATTEMPTS = 3;

export const ALREADY_IN_LIST = 'Recipe already in shopping list';

async function withRecipes(db: Db, rows: repo.ListRow[]): Promise<ListHistoryItem[]> {
  const idsByList = await repo.findListRecipeIds(
    db,
    rows.map((r) => r.id),
  );
  const recipes = await findFullRecipes(db, [...idsByList.values()].flat());
  const byId = new Map(recipes.map((r) => [r.id, r]));
  return rows.map((row) => ({
    id: row.id,
    isCompleted: row.isCompleted,
    updatedAt: row.updatedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    recipes: (idsByList.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? []),
  }));
}

async function listRecipes(db: Db, listId: number): Promise<FullRecipe[]> {
  const ids = await repo.findListRecipeIds(db, [listId]);
  return findFullRecipes(db, ids.get(listId) ?? []);
}

/** Shopping lists: one open list per user, created on first use, and the completed history. */
export function createShoppingListService(db: Db) {
  /** Runs `change` on the locked open list (created if missing) in one transaction. */
  async function changeOpenList(userId: number, change: (tx: Db, listId: number) => Promise<void>): Promise<number> {
    return db.transaction(async (trx) => {
      const tx = trx as unknown as Db;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        await repo.insertOpenListIfMissing(tx, userId);
        const listId = await repo.touchOpenList(tx, userId);
        if (listId === undefined) continue;
        await change(tx, listId);
        return listId;
      }
      throw conflict('The shopping list changed meanwhile, please try again');
    });
  }

  return {
    /** The open list, created on first use. */
    async current(userId: number): Promise<ShoppingList> {
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        await repo.insertOpenListIfMissing(db, userId);
        const id = await repo.findOpenListId(db, userId);
        if (id !== undefined) return { id, recipes: await listRecipes(db, id) };
      }
      throw conflict('The shopping list changed meanwhile, please try again');
    },

    /** Adds a recipe to the open list; 404 for an unknown recipe, 409 when it is already there or the list is full. */
    async addRecipe(userId: number, recipeId: number): Promise<ShoppingList> {
      if (!(await recipeExists(db, recipeId))) throw notFound('Recipe not found');
      try {
        const listId = await changeOpenList(userId, async (tx, id) => {
          if ((await repo.countListRecipes(tx, id)) >= MAX_RECIPES_PER_LIST)
            throw conflict(`A shopping list holds at most ${MAX_RECIPES_PER_LIST} recipes`);
          await repo.insertListRecipe(tx, id, recipeId);
        });
        return { id: listId, recipes: await listRecipes(db, listId) };
      } catch (err) {
        if (isUniqueViolation(err)) throw conflict(ALREADY_IN_LIST);
        // The recipe was deleted between the check and the insert.
        if (isForeignKeyViolation(err)) throw notFound('Recipe not found');
        throw err;
      }
    },

    /** Removes a recipe from the open list; a recipe that is not there changes nothing. */
    async removeRecipe(userId: number, recipeId: number): Promise<ShoppingList> {
      const listId = await changeOpenList(userId, (tx, id) => repo.deleteListRecipe(tx, id, recipeId));
      return { id: listId, recipes: await listRecipes(db, listId) };
    },

    /** Completes the caller's open list: 404 if `listId` is not it, 409 if it is empty. */
    async complete(userId: number, listId: number): Promise<ListHistoryItem> {
      await db.transaction(async (trx) => {
        const tx = trx as unknown as Db;
        if ((await repo.lockOpenList(tx, userId, listId)) === undefined) throw notFound('Shopping list not found');
        if ((await repo.countListRecipes(tx, listId)) === 0) throw conflict('Shopping list is empty');
        await repo.markCompleted(tx, listId);
      });
      const row = await repo.findList(db, userId, listId);
      if (!row) throw notFound('Shopping list not found');
      const [item] = await withRecipes(db, [row]);
      return item;
    },

    /** A page of the user's lists, newest first; `completed` filters on the state. */
    async page(userId: number, query: { page: number; completed?: 'true' | 'false' }) {
      const { rows, count } = await repo.findListPage(db, userId, {
        completed: query.completed === undefined ? undefined : query.completed === 'true',
        limit: PAGE_SIZE,
        offset: pageOffset(query.page),
      });
      return { rows: await withRecipes(db, rows), count };
    },
  };
}
export type ShoppingListService = ReturnType<typeof createShoppingListService>;
