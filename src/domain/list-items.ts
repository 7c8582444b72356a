import { parseIngredient } from './ingredient-parse.ts';
import type { LineReading } from './line-reading.ts';
import { shortfallOf, type ItemPantry } from './list-shortfall.ts';
import type { StockItem } from './pantry-cover.ts';
import { storeSectionOf, type StoreSection } from './store-sections.ts';
import { inUsUnits, isMoreThan, type Amount } from './quantity/amount.ts';
import { canonicalUnit } from './quantity/units.ts';
import { singular } from './words.ts';

/**
 * The items of a shopping list (API.md, "Shopping list, item by item"): lines merged by food, amounts
 * derived from their sources, scaled by servings, with ticks. Pure; the server stores the results.
 */

/** One line an item came from, as it was when added: unscaled, `recipeId` null for a typed line. */
export interface ListSource {
  recipeId: number | null;
  text: string;
  /** null for a typed line with no amount ("paper towels"): it adds nothing to the amounts. */
  amount: Amount | null;
}

export interface ListItemState {
  foodKey: string;
  name: string;
  category: StoreSection;
  checked: boolean;
  amounts: Amount[];
  sources: ListSource[];
  /** Fixed amounts that came with the item from another list: added to what the sources give, never reduced. */
  movedAmounts: Amount[];
  /** The recipes' need and the pantry's amount when the pantry reduced the item, else null. */
  pantry: ItemPantry | null;
  /** The pantry covers it all: kept so a later change can bring it back, but not shown. */
  covered: boolean;
}

/** A line ready to merge: its food key, the name shown, and its source. */
export interface IncomingLine {
  foodKey: string;
  name: string;
  source: ListSource;
}

/** The key lines merge on: lowercase singular words ('Red Onions' → 'red onion'). */
export function foodKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

const COUNT_WORDS = new Set(['', 'whole', 'each', 'count']);

/** A recipe line as stored (line_items): 'to taste' or no number is a to-taste amount; 'whole' is a count. */
export function recipeLine(
  recipeId: number,
  line: { qty: number | null; measurement: string; text: string; name: string },
): IncomingLine {
  const measurement = line.measurement.trim().toLowerCase();
  const toTaste = line.qty === null || measurement === 'to taste';
  const unit = COUNT_WORDS.has(measurement) || toTaste ? null : canonicalUnit(measurement);
  const name = line.name.trim().toLowerCase();
  return {
    foodKey: foodKey(name) || name,
    name,
    source: { recipeId, text: line.text, amount: { qty: toTaste ? null : line.qty, unit } },
  };
}

/** A line typed on the list, parsed like a recipe's: '2 lb chicken thighs', 'paper towels'. */
export function typedLine(text: string, reading?: LineReading): IncomingLine {
  const trimmed = text.trim();
  const parsed = parseIngredient(trimmed, reading);
  const name = (parsed.name?.trim() || trimmed).toLowerCase();
  return {
    foodKey: foodKey(name) || name,
    name,
    source: {
      recipeId: null,
      text: trimmed,
      amount: parsed.qty === null ? null : { qty: parsed.qty, unit: parsed.unit },
    },
  };
}

/** list servings ÷ recipe servings, per recipe on the list; a typed line or unknown recipe scales by 1. */
export type ScaleOf = (recipeId: number | null) => number;

/**
 * The item with its amounts derived again, less what the household's pantry (`stock`) holds of its food
 * (list-shortfall.ts); a ticked item whose amount rose is unticked.
 */
export function recompute(item: ListItemState, scaleOf: ScaleOf, stock: readonly StockItem[] = []): ListItemState {
  const derived = shortfallOf(item, scaleOf, stock);
  return { ...item, ...derived, checked: item.checked && !isMoreThan(derived.amounts, item.amounts) };
}

/** A new item from its first line. */
export function newItem(line: IncomingLine): ListItemState {
  return {
    foodKey: line.foodKey,
    name: line.name,
    category: storeSectionOf(line.name),
    checked: false,
    amounts: [],
    sources: [],
    movedAmounts: [],
    pantry: null,
    covered: false,
  };
}

/** The unticked items as retailer lines: US units, a to-taste amount as 'to taste', no amount as one. */
export function orderLines(
  items: readonly { name: string; checked: boolean; amounts: readonly Amount[] }[],
): { qty: number; measurement: string; ingredient: { name: string } }[] {
  return items
    .filter((item) => !item.checked)
    .flatMap((item) => {
      const amounts = item.amounts.length > 0 ? item.amounts : [{ qty: 1, unit: null }];
      return amounts.map((amount) => {
        const us = inUsUnits(amount);
        return {
          qty: us.qty ?? 1,
          measurement: us.qty === null ? 'to taste' : (us.unit ?? 'whole'),
          ingredient: { name: item.name },
        };
      });
    });
}
