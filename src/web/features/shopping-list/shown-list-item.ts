import { formatListItem } from '#domain/format.ts';
import { formatQuantityGlyph, unitLabel } from '#domain/quantity/format.ts';
import { sumAmounts, type Amount } from '#domain/quantity/amount.ts';
import { toDisplay } from '#domain/quantity/display.ts';
import { isEnglish, type AmountView } from '../recipes/index.ts';

/**
 * A list item as the reader sees it (api/languages.md, "Units"): its merged sums, each converted into the
 * view's system and written in its language ("266 ml sugar", "2,5 kg potatoes"), the name as written. A
 * list converts its sums, never each line, so "1 cup + 2 tbsp" reads "266 ml". In English an item
 * that needs no conversion is the domain's text, word for word.
 */
export function shownListItem(name: string, amounts: readonly Amount[], view: AmountView): string {
  const sums = sumAmounts(amounts);
  const shown = sums.filter((a) => a.qty !== null).map((a) => toDisplay(a, view.system, view.locale));
  // In English an item that needs no conversion keeps today's words ("2 pounds chicken thighs").
  if (isEnglish(view.language) && !shown.some((a) => a.converted)) return formatListItem(name, amounts);
  // Nothing to count ('to taste', 'paper towels'), or a count of the food: the domain's words ("3 onions"
  // gets its English plural only in English; another language shows the name as written).
  if (shown.length === 0) return amounts.length > 0 ? view.toTaste(name) : name;
  if (shown.length === 1 && shown[0]!.unit === null)
    return isEnglish(view.language) ? formatListItem(name, sums) : `${view.amountRun(shown[0]!.number)} ${name}`;
  const parts = shown.map((a) => [a.number, view.unitWord(a)].filter(Boolean).join(' '));
  return `${view.amountRun(parts.join(' + '))} ${name}`;
}

/**
 * Amounts alone, written as the list writes an item's ("250 g", "1½ cups", "3"): the parts of a reduced
 * item's note, "250 g of 750 g needed (500 g in pantry)".
 */
export function shownAmounts(amounts: readonly Amount[], view: AmountView): string {
  const sums = sumAmounts(amounts).filter((a) => a.qty !== null);
  const shown = sums.map((a) => toDisplay(a, view.system, view.locale));
  if (isEnglish(view.language) && !shown.some((a) => a.converted)) {
    return sums
      .map(({ qty, unit }) =>
        unit === null ? formatQuantityGlyph(qty!) : `${formatQuantityGlyph(qty!)} ${unitLabel(unit, qty!)}`,
      )
      .join(' + ');
  }
  return view.amountRun(shown.map((a) => [a.number, view.unitWord(a)].filter(Boolean).join(' ')).join(' + '));
}
