import { coverNeeds, type StockItem } from '#domain/pantry-cover.ts';
import { needLinesOf, pantryRows } from '#domain/recipe-needs.ts';
import type { RecipePantry } from '#domain/what-can-i-make.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { recipeNotFound } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import {
  buildPantryCover,
  findRecipeGraph,
  hasPantryCover,
  refreshPantryCover,
  type ExpiringFood,
} from '../recipes/index.ts';
import type { StockRow, WhatCanIMakeRepository } from './repository.ts';

/** How many days ahead chef's choice `preferExpiring` looks. */
const EXPIRING_DAYS = 7;

const stockItem = (row: StockRow): StockItem => ({
  foodKey: row.foodKey,
  amount: { qty: row.qty === null ? null : Number(row.qty), unit: row.unit },
  staple: row.staple,
});

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** "What can I make" (docs/api/kitchen-loop.md): a recipe against the caller's household's pantry. */
export function createWhatCanIMakeService(deps: {
  db: Db;
  repo: WhatCanIMakeRepository;
  households: HouseholdService;
  now?: () => Date;
}) {
  const { db, repo, households } = deps;
  const now = deps.now ?? (() => new Date());
  const stockOf = async (userId: number) => (await repo.stock(await households.ownerOf(userId))).map(stockItem);
  const totalsOf = async (tx: Db, ownerId: number, foodKeys?: readonly string[]) =>
    pantryRows((await repo.stock(ownerId, tx, foodKeys)).map(stockItem));

  return {
    /** GET /api/recipes/{id}/pantry: one line per food at `servings` (default the recipe's). */
    async recipePantry(userId: number, recipeId: number, servings?: number): Promise<RecipePantry> {
      const graph = await findRecipeGraph(db, [recipeId]);
      const recipe = graph.get(recipeId);
      if (!recipe) throw recipeNotFound();
      const own = recipe.servings ?? 1;
      const wanted = servings ?? own;
      const cover = coverNeeds(needLinesOf(graph, recipeId, wanted / own), await stockOf(userId));
      return {
        servings: wanted,
        missing: cover.missing,
        lines: cover.lines.map(({ name, need, have, short, staple }) => ({ name, need, have, short, staple })),
      };
    },

    /**
     * The caller's household's owner, whose pantry_recipe_cover the list's `missingMax` reads; the cover is
     * built first if the household has none yet (its first filtered list, or after a restore).
     */
    async coverOwnerOf(userId: number): Promise<number> {
      const ownerId = await households.ownerOf(userId);
      if (await hasPantryCover(db, ownerId)) return ownerId;
      await inTransaction(db, async (tx) => {
        await repo.lockPantry(tx, ownerId);
        await buildPantryCover(tx, ownerId, await totalsOf(tx, ownerId));
      });
      return ownerId;
    },

    /** After a pantry write of these foods, in its transaction (holding the pantry lock): the cover in step. */
    async foodsChanged(tx: Db, ownerId: number, foodKeys: readonly string[]): Promise<void> {
      const foods = [...new Set(foodKeys)];
      await refreshPantryCover(tx, ownerId, foods, await totalsOf(tx, ownerId, foods));
    },

    /** The household's foods with a best-before from today (UTC) to 7 days on. */
    async expiring(userId: number): Promise<ExpiringFood[]> {
      const today = now();
      const last = new Date(today.getTime() + EXPIRING_DAYS * 86_400_000);
      return repo.expiring(await households.ownerOf(userId), isoDay(today), isoDay(last));
    },
  };
}
export type WhatCanIMakeService = ReturnType<typeof createWhatCanIMakeService>;
