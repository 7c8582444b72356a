import { ListLimits, type ItemList } from '#domain/shopping-list.ts';
import type { PlanRange } from '#domain/meal-plan.ts';
import { addPlanDays } from '#domain/plan-dates.ts';
import type { Db } from '../../db/client.ts';
import {
  addRecipesToOpenList,
  openListRecipes,
  setOpenListServings,
  type ListService,
  type WriteContext,
} from '../shopping-lists/index.ts';
import * as repo from './plan-repository.ts';

export interface ToListResult {
  list: ItemList;
  skipped: { id: number; name: string }[];
}

/**
 * Every recipe entry of `[from, from + days)` onto the household's open list in one list change (API.md,
 * "To the list"): a recipe counts with the sum of its entries' servings; one already on the list keeps the
 * larger of its list servings and that sum; inactive recipes are skipped and named.
 */
export async function addRangeToList(
  db: Db,
  lists: ListService,
  ctx: WriteContext,
  ownerOf: (userId: number, tx?: Db) => Promise<number>,
  range: PlanRange,
): Promise<ToListResult> {
  const to = addPlanDays(range.from, range.days);
  // Named from a read of its own, so that a replayed Idempotency-Key names them too.
  const skipped = inactiveRecipes(await repo.findEntries(db, await ownerOf(ctx.callerId), range.from, to));
  const list = await lists.writeList(ctx, async (tx, open) => {
    const entries = await repo.findEntries(tx, await ownerOf(ctx.callerId, tx), range.from, to);
    const sums = new Map<number, number>();
    for (const { recipe, servings } of entries)
      if (recipe?.isActive) sums.set(recipe.id, (sums.get(recipe.id) ?? 0) + (servings ?? recipe.servings ?? 1));
    const capped = (n: number) => Math.min(n, ListLimits.maxServings);
    const onList = new Map((await openListRecipes(tx, open)).map((r) => [r.id, r.servings ?? r.currentServings]));
    const fresh = [...sums].filter(([id]) => !onList.has(id)).map(([id, sum]) => ({ id, servings: capped(sum) }));
    let changed = fresh.length > 0 && (await addRecipesToOpenList(tx, open, fresh));
    for (const [id, sum] of sums) {
      const current = onList.get(id);
      if (current !== undefined && capped(sum) > current)
        changed = (await setOpenListServings(tx, open, id, capped(sum))) || changed;
    }
    return changed;
  });
  return { list, skipped };
}

function inactiveRecipes(entries: repo.PlanEntryRow[]): ToListResult['skipped'] {
  const named = new Map<number, string>();
  for (const { recipe } of entries) if (recipe && !recipe.isActive) named.set(recipe.id, recipe.name);
  return [...named].map(([id, name]) => ({ id, name }));
}
