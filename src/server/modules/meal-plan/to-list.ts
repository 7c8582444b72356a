import type { ItemList } from '#domain/shopping-list.ts';
import type { PlanRange } from '#domain/meal-plan.ts';
import { addPlanDays } from '#domain/plan-dates.ts';
import type { Db } from '../../db/client.ts';
import type { ListService, WriteContext } from '../shopping-lists/index.ts';
import * as repo from './plan-repository.ts';

export interface ToListResult {
  list: ItemList;
  skipped: { id: number; name: string }[];
}

/**
 * Every recipe entry of `[from, from + days)` onto the household's open list in one list change (API.md,
 * "To the list"): a recipe counts with the sum of its entries' servings (the list keeps the larger of its
 * own servings and that sum); inactive recipes are skipped and named.
 */
export async function addRangeToList(
  db: Db,
  lists: ListService,
  ctx: WriteContext,
  ownerId: number,
  range: PlanRange,
): Promise<ToListResult> {
  const entries = await repo.findEntries(db, ownerId, range.from, addPlanDays(range.from, range.days));
  const sums = new Map<number, number>();
  for (const { recipe, servings } of entries)
    if (recipe?.isActive) sums.set(recipe.id, (sums.get(recipe.id) ?? 0) + (servings ?? recipe.servings ?? 1));
  const list = await lists.addWithAtLeast(
    ctx,
    [...sums].map(([id, servings]) => ({ id, servings })),
  );
  return { list, skipped: inactiveRecipes(entries) };
}

function inactiveRecipes(entries: repo.PlanEntryRow[]): ToListResult['skipped'] {
  const named = new Map<number, string>();
  for (const { recipe } of entries) if (recipe && !recipe.isActive) named.set(recipe.id, recipe.name);
  return [...named].map(([id, name]) => ({ id, name }));
}
