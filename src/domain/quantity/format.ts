import { pluralWord } from '../words.ts';
import { glyphOf, kitchenFraction, type FractionFit, type KitchenFraction } from './fractions.ts';

/**
 * Quantities written for people. Two fits of one fraction rule: recipe and list amounts use the close
 * kitchen fit (sixths too, within 1%), the recipe card and the typed line keep the looser fit they were
 * written with (halves to sixteenths, within 0.01).
 */

/** Kitchen denominators, coarsest first, so 0.5 is ½ and never 4/8; within 1% (at least 0.001). */
export const KITCHEN_FIT: FractionFit = {
  denominators: [2, 3, 4, 6, 8, 16],
  fits: (rest, fraction) => Math.abs(rest - fraction) <= 0.01 * Math.max(rest, 0.1),
};

/** Halves to sixteenths, within 0.01. */
export const TEXT_FIT: FractionFit = {
  denominators: [2, 3, 4, 8, 16],
  fits: (rest, fraction) => Math.abs(rest - fraction) < 0.01,
};

/** '1½', '⅔', '3'; a fraction without a glyph as '1 1/16'. */
function withGlyph({ whole, numerator, denominator }: KitchenFraction): string {
  if (numerator === 0) return String(whole);
  const glyph = glyphOf(numerator, denominator);
  const part = glyph ?? `${numerator}/${denominator}`;
  if (whole === 0) return part;
  return glyph ? `${whole}${glyph}` : `${whole} ${part}`;
}

/** '1 1/2', '2/3', '3'. */
function withSlash({ whole, numerator, denominator }: KitchenFraction): string {
  if (numerator === 0) return String(whole);
  const part = `${numerator}/${denominator}`;
  return whole === 0 ? part : `${whole} ${part}`;
}

function formatWith(qty: number, fit: FractionFit, write: (f: KitchenFraction) => string): string {
  if (!Number.isFinite(qty) || qty <= 0) return '';
  const fraction = kitchenFraction(qty, fit);
  return fraction ? write(fraction) : String(Math.round(qty * 100) / 100);
}

/**
 * An amount as a cook reads it: 1.5 → '1½', 0.6667 → '⅔', 3 → '3', 0.0625 → '1/16'; when no kitchen
 * fraction is within 1%, a decimal rounded to two places (0.4 → '0.4'; '0.13' is never shown: ⅛ fits).
 */
export function formatKitchenAmount(qty: number): string {
  return formatWith(qty, KITCHEN_FIT, withGlyph);
}

/** An amount or a range: '2', '1½–2'. */
export function formatKitchenRange(qty: number, qtyMax: number | null): string {
  const low = formatKitchenAmount(qty);
  return qtyMax === null || qtyMax <= qty ? low : `${low}–${formatKitchenAmount(qtyMax)}`;
}

/** A quantity as typed text: 1.5 → '1 1/2', 0.3333 → '1/3'; no close fraction: two decimals. */
export function formatQuantity(qty: number): string {
  return formatWith(qty, TEXT_FIT, withSlash);
}

/** formatQuantity with a unicode fraction where there is one: 1.25 → '1¼', 0.5 → '½', 0.0625 → '1/16'. */
export function formatQuantityGlyph(qty: number): string {
  return formatWith(qty, TEXT_FIT, withGlyph);
}

/** A unit word for an amount: '1 cup', '2 cups', '2 pinches', '3 leaves'. */
export function unitLabel(unit: string, qty: number): string {
  return qty <= 1 ? unit : pluralWord(unit);
}
