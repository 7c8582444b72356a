import { tokenize } from '#domain/ingredient-tokens.ts';
import { roundQty, stepUpAmount, type Amount } from '#domain/quantity/amount.ts';
import { toDisplay } from '#domain/quantity/display.ts';
import { canonicalUnit } from '#domain/quantity/units.ts';
import { scaledLine, writtenLine, type WrittenLine } from '#domain/scale-line.ts';
import { isEnglish, type AmountView } from './use-amount-view.ts';

/**
 * Ingredient lines in the reader's unit system and language (api/languages.md, "Units"), display only: the
 * stored line never changes. A line that needs no change in English is the domain's scaled line, word for
 * word; any other line with a number is written again as "<amount> <unit word> <the rest as written>", so the
 * food name is never touched ("473 ml sugar", never "2 cups sugars").
 */

const noUnit = (measurement: string) => {
  const m = measurement.trim().toLowerCase();
  return m === '' || m === 'whole' || m === 'to taste';
};

/** Where the line's amount and unit end as written, and the unit's words; null when it does not start so. */
function amountEnd(text: string, unit: string | null): { end: number; unitText?: string } | null {
  const tokens = tokenize(text);
  const first = tokens[0];
  if (!first || (first.kind !== 'num' && first.kind !== 'range') || text.slice(0, first.start).trim()) return null;
  if (unit === null) return { end: first.end };
  for (const last of [1, 2]) {
    const words = tokens.slice(1, last + 1);
    if (words.length < last || words.some((t) => t.kind !== 'word')) break;
    const written = text.slice(words[0]!.start, words[last - 1]!.end);
    if (canonicalUnit(written) === unit) return { end: words[last - 1]!.end, unitText: written };
  }
  return null;
}

/** The line at `factor` times its servings, its amount in the view's system and language. */
export function shownLine(line: WrittenLine, factor: number, view: AmountView): string {
  if (line.qty === null) return scaledLine(line, factor);
  const f = Number.isFinite(factor) && factor > 0 ? factor : 1;
  const unit = noUnit(line.measurement) ? null : canonicalUnit(line.measurement);
  const raw = roundQty(line.qty * f);
  const amount: Amount = f === 1 ? { qty: raw, unit } : stepUpAmount({ qty: raw, unit });
  const shown = toDisplay(amount, view.system, view.locale);
  if (!shown.converted && isEnglish(view.language)) return scaledLine(line, factor);

  const ratio = amount.qty! / raw;
  const max =
    line.qtyMax === null
      ? null
      : toDisplay({ qty: roundQty(line.qtyMax * f * ratio), unit: amount.unit }, view.system, view.locale);
  const written = amountEnd(line.text, unit);
  const unitText = view.unitWord(max && max.unit === shown.unit ? max : shown, written?.unitText);
  let head: string;
  if (!max) head = [shown.number, unitText].filter(Boolean).join(' ');
  else if (max.unit === shown.unit) head = [`${shown.number}–${max.number}`, unitText].filter(Boolean).join(' ');
  else head = `${shown.number} ${view.unitWord(shown, written?.unitText)} – ${max.number} ${unitText}`;
  const rest = written ? line.text.slice(written.end).trim() : line.ingredient.name;
  return writtenLine({ ...line, text: [view.amountRun(head), rest].filter(Boolean).join(' ') });
}
