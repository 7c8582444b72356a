import type { ListEstimate, RecipeCost } from '#domain/cost.ts';
import { foodRef } from '#domain/food.ts';
import type { LineForFood } from '#domain/food-match.ts';
import type { ItemList } from '#domain/shopping-list.ts';
import type { ExpandedIngredients } from '#domain/sub-recipe-api.ts';
import type { Db } from '../../db/client.ts';
import type { FoodLookup } from './food-lookup.ts';
import type { HouseholdService } from '../households/index.ts';
import { weighLineKept } from './weigh-kept.ts';
import {
  costOfLine,
  exactAmount,
  makesIncomplete,
  perServingMoney,
  servingsFactor,
  sumCosts,
  toMoney,
} from './exact-cost.ts';
import type { PriceRepository } from './repository.ts';
import { priceAnswer } from './service.ts';

/**
 * GET /api/recipes/{id}/cost and the shopping list's estimate (docs/api/know.md, "Cost"): lines matched
 * to foods as nutrition matches them, priced with the household's latest price of each food.
 */
export function createCostService(deps: {
  repo: PriceRepository;
  foods: FoodLookup;
  households: HouseholdService;
  /** The recipes module's expansion, the one GET /api/recipes/{id}/ingredients answers. */
  ingredients: (recipeId: number) => Promise<ExpandedIngredients>;
  currency: string;
}) {
  const { repo, foods, households, currency } = deps;

  /** Each line weighed, with the price of its food that counts for the household. */
  async function priced<T extends LineForFood>(
    tx: Db | undefined,
    ownerId: number,
    lines: readonly T[],
    knownMatches?: ReadonlyMap<string, number>,
  ) {
    const table = foods.table();
    const matches = knownMatches ?? (await repo.foodMatches(tx));
    const weighed = lines.map((line) => ({ line, weighed: weighLineKept(table, line, matches) }));
    const ids = weighed.flatMap((w) => (w.weighed.food ? [w.weighed.food.id] : []));
    const prices = await repo.current(ownerId, ids, tx);
    return weighed.map(({ line, weighed: w }) => {
      const price = w.food ? prices.get(w.food.id) : undefined;
      return { line, food: w.food, price, ...costOfLine(line, w, price) };
    });
  }

  return {
    /**
     * The recipe's cost at `servings` (default its own): its expanded lines are costed at its own servings
     * and every cost scaled by servings ÷ its servings, exactly, so scaling never rounds twice.
     */
    async recipe(userId: number, recipeId: number, servings?: number): Promise<RecipeCost> {
      // Outside a transaction: the three reads go together on a pool.
      const [expanded, ownerId, matches] = await Promise.all([
        deps.ingredients(recipeId),
        households.ownerOf(userId),
        repo.foodMatches(),
      ]);
      const wanted = servings ?? expanded.servings;
      const factor = servingsFactor(wanted, expanded.servings);
      const lines = await priced(undefined, ownerId, expanded.lines, matches);
      const table = foods.table();
      const pricedCosts = lines.map((l) => l.cost);
      const partial = sumCosts(pricedCosts, factor);
      const complete = lines.every((l) => l.reason === null || !makesIncomplete(l.reason));
      return {
        recipeId,
        servings: wanted,
        currency,
        complete,
        total: complete ? toMoney(partial) : null,
        perServing: complete ? perServingMoney(partial, wanted) : null,
        partialTotal: toMoney(partial),
        partialPerServing: perServingMoney(partial, wanted),
        lines: lines.map((l) => ({
          text: l.line.text,
          from: l.line.from,
          food: l.food ? foodRef(l.food) : null,
          price: l.price ? priceAnswer(table, currency, l.price) : null,
          cost: l.cost ? toMoney(l.cost.times(factor)) : null,
        })),
        missing: lines.flatMap((l) => (l.reason ? [{ text: l.line.text, from: l.line.from, reason: l.reason }] : [])),
      };
    },

    /**
     * A list's estimate: each amount of each item, ticked or not, costed by the same rules; an item is
     * missing when one of its amounts with a quantity is not priced. `tx` is the list answer's transaction.
     */
    async list(tx: Db, ownerId: number, items: ItemList['items']): Promise<ListEstimate> {
      const amounts = items.flatMap((item) =>
        item.amounts.map((a) => ({ itemId: item.id, text: item.name, name: item.name, qty: a.qty, unit: a.unit })),
      );
      // A household without prices (most of them) costs nothing: every amount is missing, and the food table
      // (tens of MB once loaded) is not read for the list, which every member opens all day.
      const lines = (await repo.hasAny(ownerId, tx))
        ? await priced(tx, ownerId, amounts)
        : amounts.map(
            (line) => ({ line, cost: null, reason: exactAmount(line) === null ? 'no-amount' : 'no-price' }) as const,
          );
      const missingIds = new Set(lines.flatMap((l) => (l.reason && makesIncomplete(l.reason) ? [l.line.itemId] : [])));
      const total = sumCosts(lines.map((l) => l.cost));
      return {
        currency,
        complete: missingIds.size === 0,
        total: missingIds.size === 0 ? toMoney(total) : null,
        partialTotal: toMoney(total),
        missing: items.filter((i) => missingIds.has(i.id)).map((i) => ({ itemId: i.id, name: i.name })),
      };
    },
  };
}
export type CostService = ReturnType<typeof createCostService>;
