import Fraction from 'fraction.js';
import { singular } from './units.ts';

/** Title-cases a name: 'extra virgin olive oil' → 'Extra Virgin Olive Oil'. */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/**
 * A quantity as a kitchen fraction (halves to sixteenths): 1.5 → '1 1/2', 0.3333 → '1/3'.
 * Values that no small denominator fits closely are rounded to two decimals.
 */
export function formatQuantity(qty: number): string {
  if (!Number.isFinite(qty) || qty <= 0) return '';
  const whole = Math.floor(qty + 1e-9);
  const rest = qty - whole;
  if (rest < 1e-3) return String(whole);
  for (const denominator of [2, 3, 4, 8, 16]) {
    const numerator = Math.round(rest * denominator);
    if (numerator > 0 && numerator < denominator && Math.abs(rest - numerator / denominator) < 0.01) {
      const fraction = new Fraction(numerator, denominator).toFraction();
      return whole > 0 ? `${whole} ${fraction}` : fraction;
    }
  }
  return String(Math.round(qty * 100) / 100);
}

/** 'to taste' lines show no quantity (spec §5). */
export function showsQuantity(measurement: string): boolean {
  return measurement.trim().toLowerCase() !== 'to taste';
}

/** An ingredient line as shown: '1 1/2 cups Flour', 'Salt to taste', '2 whole Eggs'. */
export function formatLineItem(item: {
  qty: number | null;
  measurement: string;
  ingredient: { name: string };
}): string {
  const name = titleCase(item.ingredient.name);
  if (!showsQuantity(item.measurement)) return `${name} (to taste)`;
  return [item.qty === null ? '' : formatQuantity(item.qty), item.measurement, name].filter(Boolean).join(' ');
}

/** 5551234567 → 555-123-4567 (spec §5); partial input is formatted as far as it goes. */
export function formatPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 10);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
}

const UNICODE_FRACTIONS: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

/** A quantity with a unicode fraction where there is one: 1.25 → '1¼', 0.5 → '½', 0.0625 → '1/16'. */
export function formatQuantityGlyph(qty: number): string {
  const text = formatQuantity(qty);
  const match = /^(?:(\d+) )?(\d+\/\d+)$/.exec(text);
  const glyph = match && UNICODE_FRACTIONS[match[2]!];
  return glyph ? `${match[1] ?? ''}${glyph}` : text;
}

/** A word's plural by the common English endings: 'cup' → 'cups', 'pinch' → 'pinches', 'leaf' → 'leaves'. */
export function pluralWord(word: string): string {
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(leaf|loaf|half)$/.test(word)) return `${word.slice(0, -1)}ves`;
  if (/[^aeiou]o$/.test(word) && word.length > 3) return `${word}es`;
  return `${word}s`;
}

/** The last word of a name in the singular or plural form: ('onions', 1) → 'onion', ('onion', 3) → 'onions'. */
function countedName(name: string, qty: number): string {
  const words = name.split(' ');
  const last = singular(words.pop()!);
  return [...words, qty > 1 ? pluralWord(last) : last].join(' ');
}

/**
 * A shopping-list amount with its food, as a cook reads it: '3 onions', '1¼ cups milk', '2 cloves garlic',
 * 'salt (to taste)'; amounts of different families are joined with ' + ' ('1 cup + 100 g flour').
 */
export function formatListItem(name: string, amounts: readonly { qty: number | null; unit: string | null }[]): string {
  const counted = amounts.filter((a) => a.qty !== null);
  if (counted.length === 0) return amounts.length > 0 ? `${name} (to taste)` : name;
  if (counted.length === 1 && counted[0]!.unit === null) {
    const qty = counted[0]!.qty!;
    return `${formatQuantityGlyph(qty)} ${countedName(name, qty)}`;
  }
  const parts = counted.map(({ qty, unit }) => {
    const amount = formatQuantityGlyph(qty!);
    if (unit === null) return amount;
    return `${amount} ${qty! > 1 ? pluralWord(unit) : unit}`;
  });
  return `${parts.join(' + ')} ${name}`;
}
