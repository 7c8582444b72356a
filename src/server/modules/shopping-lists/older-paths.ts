import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import type { ItemList, ListHistoryItem, ShoppingList } from '#domain/shopping-list.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import { findFullRecipes } from '../recipes/index.ts';
import { resolveList, type ListService } from './list-service.ts';
import * as repo from './repository.ts';

/**
 * The spec's older paths (currentList, addRecipe, removeRecipe, setCompleted, allLists) over the list
 * service: each write is the list's own, so items, versions and events stay one; only the answers' shapes
 * are the older ones, with full recipes.
 */
export function createOlderListPaths(db: Db, lists: ListService, households: HouseholdService) {
  const withFullRecipes = async (list: ItemList): Promise<ShoppingList> => ({
    id: list.id,
    recipes: await findFullRecipes(
      db,
      list.recipes.map((r) => r.id),
    ),
  });

  async function historyItems(rows: repo.ListRow[]): Promise<ListHistoryItem[]> {
    const idsByList = await repo.findListRecipeIds(
      db,
      rows.map((r) => r.id),
    );
    const byId = new Map((await findFullRecipes(db, [...idsByList.values()].flat())).map((r) => [r.id, r]));
    return rows.map((row) => ({
      id: row.id,
      isCompleted: row.isCompleted,
      updatedAt: row.updatedAt.toISOString(),
      completedAt: row.completedAt?.toISOString() ?? null,
      recipes: (idsByList.get(row.id) ?? []).flatMap((id) => byId.get(id) ?? []),
    }));
  }

  return {
    /** The open list, created on first use. */
    current: async (userId: number) => withFullRecipes(await lists.current(userId)),

    /** Adds a recipe; 404 for an unknown one, 409 when it is already there or the list is full. */
    addRecipe: async (userId: number, recipeId: number) =>
      withFullRecipes(await lists.addRecipe({ callerId: userId }, recipeId)),

    /** Removes a recipe; a recipe that is not there changes nothing. */
    removeRecipe: async (userId: number, recipeId: number) =>
      withFullRecipes(await lists.removeRecipeIfPresent({ callerId: userId }, recipeId)),

    /** Completes the caller's open list: 404 if `listId` is not it, 409 if it is empty. */
    async complete(userId: number, listId: number): Promise<ListHistoryItem> {
      await lists.complete({ callerId: userId }, listId);
      const row = await repo.findOwnedList(db, await households.ownerOf(userId), listId);
      if (!row) throw notFound('Shopping list not found');
      const [item] = await historyItems([row]);
      return item;
    },

    /** A page of the default list's runs, the open one first, then newest first; `completed` filters. */
    async page(userId: number, query: { page: number; completed?: 'true' | 'false' }) {
      const ownerId = await households.ownerOf(userId);
      const { rows, count } = await repo.findListPage(db, ownerId, {
        householdListId: (await resolveList(db, ownerId, 'current')).id,
        completed: query.completed === undefined ? undefined : query.completed === 'true',
        limit: PAGE_SIZE,
        offset: pageOffset(query.page),
      });
      return { rows: await historyItems(rows), count };
    },
  };
}

export type OlderListPaths = ReturnType<typeof createOlderListPaths>;
