import { readAmount } from './fractions.ts';

/**
 * Amounts typed by people in an amount field or the list's "Add an item" box (api/languages.md, "Amounts
 * typed by people"): '0,5', '1,5', '½', '1½', '1 1/2', '1⁄2', '1.5' in every language. A comma between
 * digits is the decimal mark, except in English where a comma before exactly three digits groups
 * thousands ('1,500' is 1500 in English, 1.5 in German), as the server reads text lines.
 */

/** '1,500', '12,000,000', '1,500.25': English thousands groups. */
const ENGLISH_THOUSANDS = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/** Arabic-Indic and Persian digits, and the Arabic decimal separator, as a keyboard in ar or fa types them. */
const EASTERN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9\u066B]/g;

function westernDigits(text: string): string {
  return text.replace(EASTERN_DIGITS, (c) => {
    if (c === '\u066B') return ',';
    const code = c.charCodeAt(0);
    return String(code - (code >= 0x06f0 ? 0x06f0 : 0x0660));
  });
}

/** Whether a tag is English; one Intl refuses counts as English, the language the server falls back to. */
function isEnglish(locale: string): boolean {
  try {
    return new Intl.Locale(locale).language === 'en';
  } catch {
    return true;
  }
}

/**
 * The value of an amount typed in a language (a BCP 47 tag): '0,5' → 0.5, '1 1/2' → 1.5, '1,500' → 1500
 * in English and 1.5 in German; null when it is not one amount ('2 cups', 'a pinch', '1/0'), and then the
 * caller keeps the text as typed.
 */
export function readTypedAmount(text: string, locale: string): number | null {
  const typed = westernDigits(text.trim().replace(/\s+/g, ' '));
  if (isEnglish(locale) && ENGLISH_THOUSANDS.test(typed)) return Number(typed.replace(/,/g, ''));
  return readAmount(typed, { decimalComma: true }) ?? null;
}
