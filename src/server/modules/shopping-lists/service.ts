import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import { ListLimits, type ListHistoryItem, type ShoppingList } from '#domain/shopping-list.ts';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import { findFullRecipes, recipeExists } from '../recipes/index.ts';
import type { ListService } from './list-service.ts';
import * as writer from './list-writer.ts';
import * as repo from './repository.ts';

export const MAX_RECIPES_PER_LIST = ListLimits.maxRecipesPerList;

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

/**
 * The spec's older paths (currentList, addRecipe, removeRecipe, setCompleted, allLists) on the same list
 * as /api/lists: each write goes through the list service, so items, versions and notices stay one.
 */
export function createShoppingListService(db: Db, lists: ListService, households: HouseholdService) {
  async function answer(listId: number): Promise<ShoppingList> {
    const ids = await repo.findListRecipeIds(db, [listId]);
    return { id: listId, recipes: await findFullRecipes(db, ids.get(listId) ?? []) };
  }
  const listIdOf = (_tx: Db, list: { id: number }) => Promise.resolve(list.id);

  return {
    /** The open list, created on first use. */
    async current(userId: number): Promise<ShoppingList> {
      return answer((await lists.current(userId)).id);
    },

    /** Adds a recipe to the open list; 404 for an unknown recipe, 409 when it is already there or the list is full. */
    async addRecipe(userId: number, recipeId: number): Promise<ShoppingList> {
      if (!(await recipeExists(db, recipeId))) throw notFound('Recipe not found');
      const listId = await lists.write(
        { callerId: userId },
        async (tx, list) => {
          if ((await writer.recipesOf(tx, list)).some((r) => r.id === recipeId)) throw conflict(ALREADY_IN_LIST);
          return writer.addRecipes(tx, list, [{ id: recipeId }]);
        },
        listIdOf,
      );
      return answer(listId);
    },

    /** Removes a recipe from the open list; a recipe that is not there changes nothing. */
    async removeRecipe(userId: number, recipeId: number): Promise<ShoppingList> {
      const listId = await lists.write(
        { callerId: userId },
        (tx, list) => writer.removeRecipe(tx, list, recipeId),
        listIdOf,
      );
      return answer(listId);
    },

    /** Completes the caller's open list: 404 if `listId` is not it, 409 if it is empty. */
    async complete(userId: number, listId: number): Promise<ListHistoryItem> {
      await lists.complete({ callerId: userId }, listId);
      const row = await repo.findList(db, await households.ownerOf(userId), listId);
      if (!row) throw notFound('Shopping list not found');
      const [item] = await withRecipes(db, [row]);
      return item;
    },

    /** A page of the household's lists, newest first; `completed` filters on the state. */
    async page(userId: number, query: { page: number; completed?: 'true' | 'false' }) {
      const { rows, count } = await repo.findListPage(db, await households.ownerOf(userId), {
        completed: query.completed === undefined ? undefined : query.completed === 'true',
        limit: PAGE_SIZE,
        offset: pageOffset(query.page),
      });
      return { rows: await withRecipes(db, rows), count };
    },
  };
}
export type ShoppingListService = ReturnType<typeof createShoppingListService>;
