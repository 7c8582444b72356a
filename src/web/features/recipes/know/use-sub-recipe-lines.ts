import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { titleCase } from '#domain/format.ts';
import type { LineItem } from '#domain/recipe.ts';
import { shownLine } from '../units/shown-line.ts';
import type { AmountView } from '../units/use-amount-view.ts';
import { useGetExpandedIngredientsQuery } from './know-api.ts';
import { asWrittenLine, linesBySubRecipe } from './sub-recipe-lines.ts';

/**
 * The lines beneath each sub-recipe line of a recipe at `servings`, shown as the recipe's own lines are, by
 * line id; a line from a recipe deeper down names it. Asks the server only when the recipe includes one.
 */
export function useSubRecipeLines(
  id: number,
  items: readonly LineItem[] | undefined,
  servings: number,
  view: AmountView,
): Map<number, string[]> {
  const { t } = useLingui();
  const hasSub = items?.some((item) => item.recipe) ?? false;
  const { currentData } = useGetExpandedIngredientsQuery({ id, servings }, { skip: !hasSub });
  return useMemo(() => {
    if (!items || !currentData || currentData.recipeId !== id) return new Map();
    const grouped = linesBySubRecipe(items, currentData.lines);
    return new Map(
      [...grouped].map(([lineId, lines]) => [
        lineId,
        lines.map((l) => {
          const { line, factor } = asWrittenLine(l);
          const shown = shownLine(line, factor, view);
          const name = titleCase(l.from.at(-1)?.name ?? '');
          return l.from.length > 1 ? `${shown} ${t`(in ${name})`}` : shown;
        }),
      ]),
    );
  }, [items, currentData, id, view, t]);
}
