/** Ingredient lines at another number of servings, for the recipe page (issue 9). */
import { tokenize, type Token } from './ingredient-tokens.ts';
import { roundQty, stepUpAmount } from './quantity/amount.ts';
import { formatKitchenRange, unitLabel } from './quantity/format.ts';
import { canonicalUnit } from './quantity/units.ts';

export interface WrittenLine {
  qty: number | null;
  qtyMax: number | null;
  measurement: string;
  comment: string;
  text: string;
  ingredient: { name: string };
}

/** A line as written, with its note when the text does not already carry it ('2 cups flour, sifted'). */
export function writtenLine(line: WrittenLine): string {
  const text = line.text.trim() || composedLine(line, line.qty, line.qtyMax, line.measurement, false);
  const note = line.comment.trim();
  return note && !text.toLowerCase().includes(note.toLowerCase()) ? `${text}, ${note}` : text;
}

const noUnit = (measurement: string) => {
  const m = measurement.trim().toLowerCase();
  return m === '' || m === 'whole' || m === 'to taste';
};

function composedLine(line: WrittenLine, qty: number | null, qtyMax: number | null, unit: string, plural = true) {
  if (qty === null) return line.ingredient.name;
  const amount = formatKitchenRange(qty, qtyMax);
  const unitText = noUnit(unit) ? '' : plural ? unitLabel(unit, qtyMax ?? qty) : unit;
  return [amount, unitText, line.ingredient.name].filter(Boolean).join(' ');
}

/**
 * The line for `factor` times the servings. The amount is multiplied and stepped up where natural
 * (16 tablespoons → 1 cup, never ¾ cup → 12 tablespoons), then written over the line's own amount and
 * unit, so the rest stays as written ('2 large eggs' → '4 large eggs'). A line without a number stays as
 * written; a line whose text does not start with its amount is written out from its parts.
 */
export function scaledLine(line: WrittenLine, factor: number): string {
  if (line.qty === null || factor === 1 || !Number.isFinite(factor) || factor <= 0) return writtenLine(line);
  const unit = noUnit(line.measurement) ? line.measurement : canonicalUnit(line.measurement);
  const raw = roundQty(line.qty * factor);
  const stepped = stepUpAmount({ qty: raw, unit: noUnit(unit) ? null : unit });
  const qty = stepped.qty ?? raw;
  const newUnit = stepped.unit ?? unit;
  const ratio = qty / raw;
  const qtyMax = line.qtyMax === null ? null : roundQty(line.qtyMax * factor * ratio);

  const tokens = tokenize(line.text);
  const first = tokens[0];
  if (!first || (first.kind !== 'num' && first.kind !== 'range') || line.text.slice(0, first.start).trim()) {
    const composed = composedLine(line, qty, qtyMax, newUnit);
    return line.comment ? `${composed}, ${line.comment}` : composed;
  }
  const unitToken = noUnit(unit) ? null : unitAfterAmount(line.text, tokens, unit);
  const amount = formatKitchenRange(qty, qtyMax);
  const unitText = unitToken ? unitWord(unitToken.text, unit, newUnit, qtyMax ?? qty) : '';
  const head = unitToken
    ? `${amount} ${unitText}`
    : unitChanged(unit, newUnit)
      ? `${amount} ${unitLabel(newUnit, qtyMax ?? qty)}`
      : amount;
  const end = unitToken ? unitToken.end : first.end;
  const scaled = `${head}${line.text.slice(end)}`;
  return writtenLine({ ...line, text: scaled });
}

/** The line's unit as written right after the amount, in one word or two ('tbsp', 'fl oz'), or null. */
function unitAfterAmount(text: string, tokens: Token[], unit: string): { text: string; end: number } | null {
  for (const last of [1, 2]) {
    const words = tokens.slice(1, last + 1);
    if (words.length < last || words.some((t) => t.kind !== 'word')) return null;
    const written = text.slice(words[0]!.start, words[last - 1]!.end);
    if (canonicalUnit(written) === unit) return { text: written, end: words[last - 1]!.end };
  }
  return null;
}

/** The unit as written when it is an abbreviation that stays ('tbsp'), else the unit word for the amount. */
function unitWord(written: string, unit: string, newUnit: string, qty: number): string {
  const spelled = written.toLowerCase() === unit || written.toLowerCase() === unitLabel(unit, 2);
  return newUnit !== unit || spelled ? unitLabel(newUnit, qty) : written;
}

const unitChanged = (before: string, after: string) => !noUnit(before) && before !== after;
