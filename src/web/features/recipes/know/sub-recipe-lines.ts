import type { ExpandedIngredients } from '#domain/sub-recipe-api.ts';
import { tokenize } from '#domain/ingredient-tokens.ts';
import type { WrittenLine } from '#domain/scale-line.ts';

type Expanded = ExpandedIngredients['lines'][number];

/** A line of the recipe as the full recipe answers it: a food, or (with `recipe`) another recipe. */
interface RecipeLine {
  id: number;
  recipe?: { id: number } | null;
}

/**
 * The expanded lines beneath each sub-recipe line, by the line's id. The answer keeps recipe order with a
 * sub-recipe's lines where its line stands, so walking both in step pairs them even when one sub-recipe is
 * included twice.
 */
export function linesBySubRecipe(items: readonly RecipeLine[], expanded: readonly Expanded[]): Map<number, Expanded[]> {
  const out = new Map<number, Expanded[]>();
  let at = 0;
  for (const item of items) {
    if (!item.recipe) {
      if (expanded[at]?.from.length === 0) at++;
      continue;
    }
    const own: Expanded[] = [];
    while (at < expanded.length && expanded[at].from[0]?.id === item.recipe.id) own.push(expanded[at++]);
    // A sub-recipe line that could not be expanded stands as a line of its own (no `from`).
    if (own.length === 0 && expanded[at]?.from.length === 0) at++;
    out.set(item.id, own);
  }
  return out;
}

/**
 * An expanded line as a written line and the factor it was scaled by, so it is shown exactly as the recipe's
 * own lines are (shownLine): the text's leading amount is the amount as written, the answer's `qty` the
 * scaled one. A text that does not start with a number is composed from the amount, unit and name.
 */
export function asWrittenLine(line: Expanded): { line: WrittenLine; factor: number } {
  const first = tokenize(line.text)[0];
  const written =
    first && (first.kind === 'num' || first.kind === 'range') && first.start === 0 ? first.value : undefined;
  const measurement = line.unit ?? '';
  if (line.qty === null)
    return { line: { ...line, measurement, comment: '', ingredient: { name: line.name } }, factor: 1 };
  if (written === undefined || written <= 0)
    return { line: { ...line, measurement, comment: '', text: '', ingredient: { name: line.name } }, factor: 1 };
  const factor = line.qty / written;
  return {
    line: {
      text: line.text,
      qty: written,
      qtyMax: line.qtyMax === null ? null : line.qtyMax / factor,
      measurement,
      comment: '',
      ingredient: { name: line.name },
    },
    factor,
  };
}
