import { pluralWord } from '../words.ts';
import { inSystem, normalizeAmount, systemOf, type Amount } from './amount.ts';
import { glyphOf, type KitchenFraction } from './fractions.ts';
import type { System } from './units.ts';

/**
 * Amounts shown in the reader's unit system and language (api/languages.md, "Units"): the recipe page,
 * cook mode and the shopping list convert for display only; stored lines never change. Conversion is
 * amount.ts's (`inSystem`, the list's ladders and the unit table's sizes); this file decides what
 * converts, how it is rounded and how its number is written.
 */

/** An amount as shown: the number in the language's format, the unit to name, and the plural to name it with. */
export interface DisplayAmount {
  /** The quantity shown, after conversion and rounding; null for an amount with none ("to taste"). */
  qty: number | null;
  /** The number as written: '2,5' (de), '1½', '355', '0.33'; '' when there is no quantity. */
  number: string;
  /** The canonical unit shown ('milliliter', 'cup', 'clove'), or null for a line with no unit. */
  unit: string | null;
  /** The CLDR plural category of the number, for the unit word in the language's catalog. */
  plural: Intl.LDMLPluralRule;
  /** Whether the amount was converted from the other system. */
  converted: boolean;
}

/** Never converted, even where they have a size: a cook measures with the spoon the recipe names. */
const KEPT_UNITS: ReadonlySet<string> = new Set(['teaspoon', 'tablespoon']);

/** US amounts are kitchen fractions down to eighths: wholes, halves, thirds, quarters, eighths. */
const US_DENOMINATORS = [1, 2, 3, 4, 8] as const;

type NumberStyle = 'metric' | 'decimal' | 'tiny' | 'whole';

/**
 * Metric: at most 3 significant digits, yet never a rounded integer part (1,235 g, not 1,230 g).
 * Decimal: 2 decimals; tiny: below 0.005, where 2 decimals would read 0, one significant digit.
 */
const STYLES: Record<NumberStyle, Intl.NumberFormatOptions> = {
  metric: { maximumSignificantDigits: 3, maximumFractionDigits: 0, roundingPriority: 'morePrecision' },
  decimal: { maximumFractionDigits: 2 },
  tiny: { maximumSignificantDigits: 1 },
  whole: { maximumFractionDigits: 0 },
};

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** Intl objects are costly to build: one per locale and style, kept. A tag Intl refuses counts as English. */
function cached<T>(cache: Map<string, T>, key: string, make: (locale: string) => T, locale: string): T {
  let value = cache.get(key);
  if (value === undefined) {
    try {
      value = make(locale);
    } catch {
      value = make('en');
    }
    cache.set(key, value);
  }
  return value;
}

function formatNumber(qty: number, style: NumberStyle, locale: string): string {
  const format = (l: string) => new Intl.NumberFormat(l, STYLES[style]);
  return cached(numberFormats, `${locale}|${style}`, format, locale).format(qty);
}

function pluralOf(qty: number, locale: string): Intl.LDMLPluralRule {
  return cached(pluralRules, locale, (l) => new Intl.PluralRules(l), locale).select(qty);
}

/** A metric quantity as shown: 3 significant digits (907.185 → 907, 2.4948 → 2.49), whole from 1,000. */
function roundMetric(qty: number): number {
  return qty >= 1000 ? Math.round(qty) : Number(qty.toPrecision(3));
}

/**
 * The kitchen fraction of a US quantity, to eighths: the nearest whole, half, third, quarter or eighth
 * within 2% of it, the coarsest on a tie (0.5 → ½, 0.333 → ⅓, 1.0144 → 1, 4.409 → 4⅜ rather than the 4⅓
 * that is also within 2%); undefined when none is (0.85, 1.3), and then it is written with 2 decimals.
 * Nearest, not coarsest first as `kitchenFraction` does for typed text: a converted amount is never
 * exact, and the nearest keeps a shown amount stable when it is rounded again.
 */
function usFraction(qty: number): KitchenFraction | undefined {
  // 2%: a metric spoon (5 ml) is 1.44% over a US teaspoon, and should read "1 tsp", not "1.01 tsp".
  let bestError = Math.max(qty * 0.02, 0.001);
  let best: KitchenFraction | undefined;
  for (const denominator of US_DENOMINATORS) {
    const parts = Math.round(qty * denominator);
    const error = Math.abs(qty - parts / denominator);
    if (parts === 0 || error > bestError || (best && error === bestError)) continue;
    bestError = error;
    best = { whole: Math.floor(parts / denominator), numerator: parts % denominator, denominator };
  }
  return best;
}

const valueOf = (f: KitchenFraction) => f.whole + f.numerator / f.denominator;

/** A US quantity with no kitchen fraction, rounded as written: 2 decimals (2.2046 → 2.2), a tiny one as is. */
const roundUsDecimal = (qty: number) => (qty < 0.005 ? qty : Math.round(qty * 100) / 100);

function metricNumber(qty: number, locale: string): Pick<DisplayAmount, 'number' | 'plural'> {
  return { number: formatNumber(qty, 'metric', locale), plural: pluralOf(roundMetric(qty), locale) };
}

/** '1½', '¾', '12' (whole part in the language's digits), else '0.85' / '0,85'. */
function usNumber(qty: number, locale: string): Pick<DisplayAmount, 'number' | 'plural'> {
  const fraction = usFraction(qty);
  if (!fraction)
    return { number: formatNumber(qty, qty < 0.005 ? 'tiny' : 'decimal', locale), plural: pluralOf(qty, locale) };
  const glyph = fraction.numerator === 0 ? '' : glyphOf(fraction.numerator, fraction.denominator)!;
  const whole = fraction.whole === 0 ? '' : formatNumber(fraction.whole, 'whole', locale);
  // "½ cup", "¾ Tasse": a part of one unit is named as one unit.
  return { number: whole + glyph, plural: pluralOf(fraction.whole === 0 ? 1 : valueOf(fraction), locale) };
}

/** A converted amount rounded as it will be shown, then back on its ladder: 999.6 ml → 1000 ml → 1 l. */
function roundedOnLadder(amount: Amount, system: System): Amount {
  const qty = amount.qty!;
  const fraction = system === 'us' ? usFraction(qty) : undefined;
  const rounded = system === 'metric' ? roundMetric(qty) : fraction ? valueOf(fraction) : roundUsDecimal(qty);
  return normalizeAmount({ qty: rounded, unit: amount.unit });
}

/**
 * An amount as the reader sees it in a unit system and language. To metric: cup, fluid ounce, pint,
 * quart, gallon → ml (l from 1,000 ml); ounce, pound → g (kg from 1,000 g). To US: ml, l → teaspoon,
 * tablespoon, cup; g, kg → ounce (pound from 16 oz). Teaspoons, tablespoons, pinches, dashes, count units
 * and words not in the unit table are never converted; a unit already of the system keeps its unit.
 * Metric numbers are decimals with 3 significant digits, never a fraction ('907', '2,5'); every other
 * number is a kitchen fraction to eighths ('1½', '¾'), else 2 decimals. `locale` is a BCP 47 tag.
 */
export function toDisplay(amount: Amount, system: System, locale: string): DisplayAmount {
  if (amount.qty === null) return { qty: null, number: '', unit: amount.unit, plural: 'other', converted: false };
  const from = systemOf(amount.unit);
  const converts = from !== undefined && from !== system && !KEPT_UNITS.has(amount.unit!);
  const shown = converts ? roundedOnLadder(inSystem(amount, system), system) : amount;
  const qty = shown.qty!;
  const written = (converts ? system : from) === 'metric' ? metricNumber(qty, locale) : usNumber(qty, locale);
  return { qty, unit: shown.unit, converted: converts, ...written };
}

/** The short forms English screens use for these units ('907 g', '¾ lb'); every other unit is a word. */
const ENGLISH_SYMBOLS: ReadonlyMap<string, string> = new Map([
  ['milliliter', 'ml'],
  ['centiliter', 'cl'],
  ['deciliter', 'dl'],
  ['liter', 'l'],
  ['gram', 'g'],
  ['kilogram', 'kg'],
  ['milligram', 'mg'],
  ['ounce', 'oz'],
  ['pound', 'lb'],
  ['fluid ounce', 'fl oz'],
]);

/** The English word for a unit and plural category: 'g', 'lb', 'cup' (one), 'cups', 'cloves'. */
export function englishUnitLabel(unit: string, plural: Intl.LDMLPluralRule): string {
  return ENGLISH_SYMBOLS.get(unit) ?? (plural === 'one' ? unit : pluralWord(unit));
}

/** A shown amount in English, for today's English screens: '907 g', '1½ cups', '2 tablespoons', '3'. */
export function englishAmountText(shown: DisplayAmount): string {
  const unit = shown.unit === null ? '' : englishUnitLabel(shown.unit, shown.plural);
  return [shown.number, unit].filter(Boolean).join(' ');
}
