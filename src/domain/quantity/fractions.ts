/**
 * Fractions as cooks write them: the unicode glyphs and their values, and the one reader of a written
 * amount ("2", "1.5", "1 1/2", "1⁄2", "½", "1½", "1 ½"). The ingredient tokenizer, step timers, the
 * retailer form and the recipe importer all read amounts through this file.
 */

export interface FractionGlyph {
  glyph: string;
  numerator: number;
  denominator: number;
}

/** Unicode's vulgar fractions that recipes use. The parser's features read this set: adding one changes them. */
export const FRACTION_GLYPHS: readonly FractionGlyph[] = [
  { glyph: '½', numerator: 1, denominator: 2 },
  { glyph: '⅓', numerator: 1, denominator: 3 },
  { glyph: '⅔', numerator: 2, denominator: 3 },
  { glyph: '¼', numerator: 1, denominator: 4 },
  { glyph: '¾', numerator: 3, denominator: 4 },
  { glyph: '⅕', numerator: 1, denominator: 5 },
  { glyph: '⅖', numerator: 2, denominator: 5 },
  { glyph: '⅗', numerator: 3, denominator: 5 },
  { glyph: '⅘', numerator: 4, denominator: 5 },
  { glyph: '⅙', numerator: 1, denominator: 6 },
  { glyph: '⅚', numerator: 5, denominator: 6 },
  { glyph: '⅛', numerator: 1, denominator: 8 },
  { glyph: '⅜', numerator: 3, denominator: 8 },
  { glyph: '⅝', numerator: 5, denominator: 8 },
  { glyph: '⅞', numerator: 7, denominator: 8 },
];

const VALUE_OF = new Map(FRACTION_GLYPHS.map((f) => [f.glyph, f.numerator / f.denominator]));
const GLYPH_OF = new Map(FRACTION_GLYPHS.map((f) => [`${f.numerator}/${f.denominator}`, f.glyph]));

/** A regular-expression class matching one fraction glyph: `[½⅓…]`. */
export const GLYPH_CLASS = `[${FRACTION_GLYPHS.map((f) => f.glyph).join('')}]`;
/** A regular-expression class matching a fraction's slash: '/', '⁄' (fraction slash) or '∕' (division slash). */
export const SLASH_CLASS = '[/⁄∕]';

/** The value of a glyph ('½' → 0.5), or undefined for any other text. */
export function glyphValue(glyph: string): number | undefined {
  return VALUE_OF.get(glyph);
}

/** The glyph of a reduced fraction (1, 2 → '½'), or undefined when Unicode has none ('1/16'). */
export function glyphOf(numerator: number, denominator: number): string | undefined {
  return GLYPH_OF.get(`${numerator}/${denominator}`);
}

/**
 * The pattern of one written amount, longest form first: "1 1/2", "1½", "1 ½", "1/2", "½", "1.5", "2", ".5".
 * With `decimalComma`, "1,5" is one and a half.
 */
export function amountPattern({ decimalComma = false } = {}): string {
  const point = decimalComma ? '[.,]' : '\\.';
  return (
    `(?:\\d+\\s+\\d+\\s*${SLASH_CLASS}\\s*\\d+|\\d+\\s*${GLYPH_CLASS}|\\d+\\s*${SLASH_CLASS}\\s*\\d+|${GLYPH_CLASS}` +
    `|\\d+(?:${point}\\d+)?|\\.\\d+)`
  );
}

const WHOLE_AMOUNT = new RegExp(`^${amountPattern()}$`, 'u');
const WHOLE_AMOUNT_COMMA = new RegExp(`^${amountPattern({ decimalComma: true })}$`, 'u');
const SLASHED = new RegExp(`^(?:(\\d+)\\s+)?(\\d+)\\s*${SLASH_CLASS}\\s*(\\d+)$`, 'u');

/**
 * The value of one written amount ('1 1/2' → 1.5, '1½' → 1.5, '1⁄2' → 0.5, '.25' → 0.25), or undefined when
 * the text is not one amount or divides by zero. With `decimalComma`, '1,5' → 1.5.
 */
export function readAmount(text: string, { decimalComma = false } = {}): number | undefined {
  const t = text.trim();
  if (!(decimalComma ? WHOLE_AMOUNT_COMMA : WHOLE_AMOUNT).test(t)) return undefined;
  const glyph = glyphValue(t.at(-1)!);
  if (glyph !== undefined) return Number(t.slice(0, -1).trim() || 0) + glyph;
  const fraction = SLASHED.exec(t);
  if (!fraction) return Number(t.replace(',', '.'));
  const denominator = Number(fraction[3]);
  return denominator === 0 ? undefined : Number(fraction[1] ?? 0) + Number(fraction[2]) / denominator;
}

/** Whether a text starts with an amount: a digit or a fraction glyph ("½ cup sugar"). */
export function startsWithAmount(text: string): boolean {
  return /^\d/.test(text) || glyphValue(text.charAt(0)) !== undefined;
}

/** A kitchen fraction: whole and a part, `numerator / denominator` in lowest terms. */
export interface KitchenFraction {
  whole: number;
  numerator: number;
  denominator: number;
}

/** How close a fraction must come: the denominators tried, coarsest first, and the distance allowed. */
export interface FractionFit {
  denominators: readonly number[];
  fits: (rest: number, fraction: number) => boolean;
}

/**
 * The fraction a cook would write for a quantity: its whole part and the coarsest denominator that fits
 * the rest; `{ numerator: 0 }` for a whole number; undefined when no denominator fits (then the amount is
 * written as a decimal).
 */
export function kitchenFraction(qty: number, fit: FractionFit): KitchenFraction | undefined {
  const whole = Math.floor(qty + 1e-6);
  const rest = qty - whole;
  if (rest < 1e-3 || 1 - rest < 1e-3) return { whole: Math.round(qty), numerator: 0, denominator: 1 };
  for (const denominator of fit.denominators) {
    const numerator = Math.round(rest * denominator);
    if (numerator === 0 || numerator === denominator || !fit.fits(rest, numerator / denominator)) continue;
    const divisor = gcd(numerator, denominator);
    return { whole, numerator: numerator / divisor, denominator: denominator / divisor };
  }
  return undefined;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}
