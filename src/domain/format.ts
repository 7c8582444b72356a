import { formatQuantity, formatQuantityGlyph, unitLabel } from './quantity/format.ts';
import { pluralWord, singular } from './words.ts';

/** Title-cases a name: 'extra virgin olive oil' → 'Extra Virgin Olive Oil'. */
export function titleCase(text: string): string {
  return text.toLowerCase().replace(/(^|[\s\-/(])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
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
    return unit === null ? amount : `${amount} ${unitLabel(unit, qty!)}`;
  });
  return `${parts.join(' + ')} ${name}`;
}
