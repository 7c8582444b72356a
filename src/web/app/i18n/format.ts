import { useLingui } from '@lingui/react';
import { useMemo } from 'react';

/**
 * Dates, weekdays, numbers and lists in the active language, through `Intl` only (api/languages.md):
 * the language shown, with the region of the browser's first language ('de' shown on an 'en-GB' browser
 * formats as 'de-GB'). Use `useFormat()` in components (it follows a change of language), or
 * `formatterFor(locale)` outside React.
 */

/** The region of the browser's first language, if it names or implies one ('en-GB' → GB, 'de' → DE). */
function browserRegion(): string | undefined {
  const first = typeof navigator === 'undefined' ? undefined : navigator.languages?.[0];
  if (!first) return undefined;
  try {
    return new Intl.Locale(first).maximize().region;
  } catch {
    return undefined;
  }
}

/** The locale to format with: the language shown, with the browser's region when it has one. */
export function formattingLocale(language: string, region = browserRegion()): string {
  if (!region) return language;
  try {
    return new Intl.Locale(language, { region }).toString();
  } catch {
    return language;
  }
}

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>();

function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.ListFormat>(
  kind: string,
  locale: string,
  options: object,
  make: () => T,
): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

/** Formatting in one locale (a language and region tag, e.g. from formattingLocale). */
export function formatterFor(locale: string) {
  return {
    locale,
    /** A date or time: `{ weekday: 'long', day: 'numeric', month: 'long' }` → "Montag, 30. November". */
    date: (value: Date | number, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) =>
      cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options)).format(value),
    /** The weekday's name: "Monday", "Montag", "lundi". */
    weekday: (value: Date | number, width: 'long' | 'short' = 'long') =>
      cached('date', locale, { weekday: width }, () => new Intl.DateTimeFormat(locale, { weekday: width })).format(
        value,
      ),
    /** A number: 2.5 → "2,5" in German, "2.5" in English. */
    number: (value: number, options: Intl.NumberFormatOptions = {}) =>
      cached('number', locale, options, () => new Intl.NumberFormat(locale, options)).format(value),
    /** A list: ["a", "b", "c"] → "a, b and c", "a, b und c". */
    list: (items: readonly string[], options: Intl.ListFormatOptions = { type: 'conjunction' }) =>
      cached('list', locale, options, () => new Intl.ListFormat(locale, options)).format(items),
  };
}

export type Formatter = ReturnType<typeof formatterFor>;

/** The formatters of the active language; components using it render again when the language changes. */
export function useFormat(): Formatter {
  const { i18n } = useLingui();
  return useMemo(() => formatterFor(formattingLocale(i18n.locale)), [i18n.locale]);
}
