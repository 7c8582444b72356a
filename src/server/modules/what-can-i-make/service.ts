import { coverNeeds, type StockItem } from '#domain/pantry-cover.ts';
import { needLinesOf, pantryRows, type FamilyAmount } from '#domain/recipe-needs.ts';
import type { RecipePantry } from '#domain/what-can-i-make.ts';
import type { Db } from '../../db/client.ts';
import { recipeNotFound } from '../../lib/errors.ts';
import type { HouseholdService } from '../households/index.ts';
import { findRecipeGraph, type ExpiringFood } from '../recipes/index.ts';
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

    /** The household's pantry totals per food and family, as the list's `missingMax` compares them. */
    async pantryTotals(userId: number): Promise<FamilyAmount[]> {
      return pantryRows(await stockOf(userId));
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
