import Fraction from 'fraction.js';

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
