import type { FoodTable } from '#domain/food.ts';
import { foodMatchKey, weighLine, type FoodMatches, type LineForFood, type WeighedLine } from '#domain/food-match.ts';

const KEPT = new WeakMap<FoodTable, Map<string, WeighedLine>>();
const MAX_KEPT = 20_000;

/**
 * `weighLine`, kept per line: the answer is a pure function of the table, the line's fields and the admin
 * match of its name (the only match it reads), so a recipe or a list asked for again weighs nothing.
 */
export function weighLineKept(table: FoodTable, line: LineForFood, matches: FoodMatches): WeighedLine {
  const match = line.name ? matches.get(foodMatchKey(line.name)) : undefined;
  const key = JSON.stringify([line.text, line.qty, line.qtyMax, line.unit, line.name, line.comment, match]);
  let kept = KEPT.get(table);
  if (!kept) KEPT.set(table, (kept = new Map()));
  const known = kept.get(key);
  if (known) return known;
  const weighed = weighLine(table, line, matches);
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(key, weighed);
  return weighed;
}
