import type { ItemList, ListItem } from '#domain/shopping-list.ts';

/** The mark of a typed line: written by hand. */
export const HAND_MARK = '✎';
/** At most this many recipe numbers on an item; the rest are counted ('+2'). */
const MAX_MARKS = 2;

/** Each recipe of the list by its number on the page: 1, 2, 3… in the list's order. */
export function recipeMarks(recipes: ItemList['recipes']): Map<number, string> {
  return new Map(recipes.map((r, index) => [r.id, String(index + 1)]));
}

/** An item's short source marks: its recipes' numbers, then ✎ when typed by hand, e.g. ['1', '3', '+2', '✎']. */
export function sourceMark(item: ListItem, marks: Map<number, string>): string[] {
  const numbers = [
    ...new Set(item.sources.flatMap((s) => (s.recipeId === null ? [] : [marks.get(s.recipeId) ?? '?']))),
  ];
  const shown = numbers.length > MAX_MARKS + 1 ? numbers.slice(0, MAX_MARKS) : numbers;
  const rest = numbers.length - shown.length;
  return [
    ...shown,
    ...(rest > 0 ? [`+${rest}`] : []),
    ...(item.sources.some((s) => s.recipeId === null) ? [HAND_MARK] : []),
  ];
}

/** The items a recipe brought to the list (a merged item counts for each of its recipes). */
export function itemsOfRecipe(list: ItemList, recipeId: number): ListItem[] {
  return list.items.filter((item) => item.sources.some((s) => s.recipeId === recipeId));
}
