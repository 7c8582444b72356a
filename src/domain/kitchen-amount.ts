/** Amounts as a cook reads them, with unicode fractions: 1.5 → '1½', 0.6667 → '⅔', 3 → '3'. */

const GLYPHS: Record<string, string> = {
  '1/2': '½',
  '1/3': '⅓',
  '2/3': '⅔',
  '1/4': '¼',
  '3/4': '¾',
  '1/6': '⅙',
  '5/6': '⅚',
  '1/8': '⅛',
  '3/8': '⅜',
  '5/8': '⅝',
  '7/8': '⅞',
};

/** Kitchen denominators, coarsest first, so 0.5 is '½' and never '4/8'. */
const DENOMINATORS = [2, 3, 4, 6, 8, 16];

/**
 * One amount: a whole number, a whole number and a fraction ('1½'), a fraction ('⅔'), or, when no kitchen
 * fraction is within 1%, a decimal rounded to two places ('0.13' is never shown: ⅛ fits). Sixteenths have
 * no glyph and are written '1/16'.
 */
export function formatKitchenAmount(qty: number): string {
  if (!Number.isFinite(qty) || qty <= 0) return '';
  const whole = Math.floor(qty + 1e-6);
  const rest = qty - whole;
  if (rest < 1e-3 || 1 - rest < 1e-3) return String(Math.round(qty));
  for (const denominator of DENOMINATORS) {
    const numerator = Math.round(rest * denominator);
    if (numerator === 0 || numerator === denominator) continue;
    if (Math.abs(rest - numerator / denominator) > 0.01 * Math.max(rest, 0.1)) continue;
    const divisor = gcd(numerator, denominator);
    const key = `${numerator / divisor}/${denominator / divisor}`;
    const glyph = GLYPHS[key];
    if (glyph) return whole > 0 ? `${whole}${glyph}` : glyph;
    return whole > 0 ? `${whole} ${key}` : key;
  }
  return String(Math.round(qty * 100) / 100);
}

/** An amount or a range: '2', '1½–2'. */
export function formatKitchenRange(qty: number, qtyMax: number | null): string {
  const low = formatKitchenAmount(qty);
  return qtyMax === null || qtyMax <= qty ? low : `${low}–${formatKitchenAmount(qtyMax)}`;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
