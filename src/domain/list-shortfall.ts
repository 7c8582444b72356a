import type { ListSource, ScaleOf } from './list-items.ts';
import { coverNeeds, type NeedLine, type StockItem } from './pantry-cover.ts';
import { scaleAmount, sumAmounts, type Amount } from './quantity/amount.ts';

/**
 * Shortfall-only lists (docs/api/kitchen-loop.md, "Shortfall on the list"): an item's recipe need of its
 * food less what the household's pantry holds, never below zero. Typed lines and amounts moved in from
 * another list are never reduced. Pure; uses the pantry's covering rules (pantry-cover.ts).
 */

/** What the recipes needed and the pantry held when the item was reduced. */
export interface ItemPantry {
  need: Amount[];
  have: Amount[];
}

/** An item's derived fields: the amounts to buy, the reduction if any, and whether nothing is left to show. */
export interface ItemShortfall {
  amounts: Amount[];
  pantry: ItemPantry | null;
  /** The pantry covers the recipes' whole need and nothing typed or moved keeps the item. */
  covered: boolean;
}

interface ShortfallInput {
  foodKey: string;
  name: string;
  sources: readonly ListSource[];
  movedAmounts: readonly Amount[];
}

/** The item's amounts against the pantry's items (`stock` may hold other foods: they are skipped). */
export function shortfallOf(item: ShortfallInput, scaleOf: ScaleOf, stock: readonly StockItem[]): ItemShortfall {
  const scaled = (s: ListSource): Amount[] => (s.amount === null ? [] : [scaleAmount(s.amount, scaleOf(s.recipeId))]);
  const whole: ItemShortfall = {
    amounts: sumAmounts([...item.sources.flatMap(scaled), ...item.movedAmounts]),
    pantry: null,
    covered: false,
  };
  const fromRecipes = item.sources.filter((s) => s.recipeId !== null);
  const held = stock.filter((s) => s.foodKey === item.foodKey);
  // Nothing of the food in the pantry: today's amounts exactly, with no second rounding.
  if (fromRecipes.length === 0 || held.length === 0) return whole;

  const needs: NeedLine[] = fromRecipes.flatMap((s) =>
    scaled(s).map((amount) => ({ foodKey: item.foodKey, name: item.name, amount })),
  );
  const [line] = coverNeeds(needs, held).lines;
  // The pantry holds the food only in other families (grams against cups) or has run out: no reduction.
  if (!line || (line.short !== null && line.have.length === 0)) return whole;

  const typed = item.sources.filter((s) => s.recipeId === null);
  const fixed = [...typed.flatMap(scaled), ...item.movedAmounts];
  return {
    amounts: sumAmounts([...(line.short ?? []), ...fixed]),
    pantry: { need: line.need, have: line.have },
    covered: line.short === null && typed.length === 0 && item.movedAmounts.length === 0,
  };
}
