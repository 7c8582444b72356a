import type { Messages } from '@lingui/core';

/**
 * The languages the web app offers: one per catalog in src/locales (`<code>.po`), read at build time, so
 * adding a language is adding its catalog (docs/decisions/languages.md). Each catalog is its own chunk,
 * loaded only when that language is shown.
 */
const catalogs = import.meta.glob<{ messages: Messages }>('../../../locales/*.po');

const codeOf = (path: string) => /([^/]+)\.po$/.exec(path)![1];
const loaders = new Map(Object.entries(catalogs).map(([path, load]) => [codeOf(path), load]));

/** The language of the source texts, shown when nothing else is chosen and for any text a catalog lacks. */
export const SOURCE_LANGUAGE = 'en';

/** The codes of the languages offered (`en`, `de`, …). */
export const OFFERED_LANGUAGES: readonly string[] = [...loaders.keys()];

/** Languages written right to left (their primary subtags); every other is left to right. */
const RIGHT_TO_LEFT: ReadonlySet<string> = new Set(['ar', 'he', 'fa', 'ur', 'yi', 'ps', 'ckb', 'dv', 'sd', 'ug']);

/** `rtl` or `ltr`: the value of `<html dir>` for a language. */
export function textDirection(code: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(code.split('-')[0].toLowerCase()) ? 'rtl' : 'ltr';
}

/** The compiled texts of one offered language (its catalog's chunk). */
export async function loadCatalog(code: string): Promise<Messages> {
  const load = loaders.get(code);
  if (!load) throw new Error(`No catalog for language "${code}"`);
  return (await load()).messages;
}
