import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import PO from 'pofile';
import type { Language } from '#domain/languages.ts';
import { DEFAULT_LANGUAGE } from '#domain/line-reading.ts';

/**
 * The language catalogs, `<dir>/<code>.po` (the web app's Lingui catalogs), read once at start: the languages
 * offered, the codes a setting may name and the server's own texts (docs/decisions/languages.md). Adding a
 * language is adding its file.
 */
export interface Catalogs {
  /** English first, then by code. */
  languages: readonly Language[];
  codes: readonly string[];
  /**
   * The text of `message` (an English catalog msgid) in `language`, its `{name}` placeholders filled. The
   * English text itself for English, `null`, an unknown language or a text the catalog does not translate.
   */
  translate(language: string | null, message: string, values?: Record<string, string | number>): string;
}

const CODE = /^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;
const DIRECTIONS = new Set(['ltr', 'rtl']);

type Texts = Map<string, string>;

interface Catalog {
  language: Language;
  texts: Texts;
}

/** The key of an entry: its context (Lingui's `context`) and its msgid. */
const keyOf = (msgid: string, context?: string | null) => (context ? `${context}\u0004${msgid}` : msgid);

/** The translated entries; an obsolete, fuzzy or partly empty one counts as untranslated. */
function textsOf(po: PO): Texts {
  const texts: Texts = new Map();
  for (const item of po.items) {
    const translated = item.msgstr.length > 0 && item.msgstr.every((s) => s !== '');
    if (!item.obsolete && !item.flags.fuzzy && translated) texts.set(keyOf(item.msgid, item.msgctxt), item.msgstr[0]);
  }
  return texts;
}

/** The non-obsolete msgids of a catalog, by key. */
const idsOf = (po: PO) => po.items.filter((item) => !item.obsolete).map((item) => keyOf(item.msgid, item.msgctxt));

function readCatalog(file: string): { po: PO; catalog: Catalog } {
  const code = basename(file, '.po');
  const po = PO.parse(readFileSync(file, 'utf8'));
  const header = (name: string) => po.headers[name]?.trim();
  const problem = (what: string) => new Error(`Language catalog ${file}: ${what}`);
  if (!CODE.test(code)) throw problem('the file name is not a language code');
  if (header('Language') !== code) throw problem(`its header says Language: ${header('Language') ?? '(none)'}`);
  const name = header('X-Language-Name');
  if (!name) throw problem('its header has no X-Language-Name');
  const dir = header('X-Text-Direction');
  if (!dir || !DIRECTIONS.has(dir)) throw problem('its header has no X-Text-Direction: ltr or rtl');
  const language: Language = { code, name, dir: dir as Language['dir'], complete: false };
  return { po, catalog: { language, texts: textsOf(po) } };
}

/** A message with its `{name}` placeholders filled (the simple ICU arguments the server's texts use). */
export const fillMessage = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));

/**
 * Reads every `*.po` file of `dir`. A catalog is complete when it translates every msgid of the English one
 * (English itself, the source, is). Fails at start on a catalog without its header lines or without English.
 */
export function readCatalogs(dir: string): Catalogs {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.po'))
    .sort();
  const read = files.map((file) => readCatalog(join(dir, file)));
  const english = read.find((r) => r.catalog.language.code === DEFAULT_LANGUAGE);
  if (!english) throw new Error(`No English catalog (${DEFAULT_LANGUAGE}.po) in ${dir}`);
  const englishIds = idsOf(english.po);
  const byCode = new Map<string, Catalog>();
  for (const { catalog } of read) {
    const { code } = catalog.language;
    catalog.language.complete = code === DEFAULT_LANGUAGE || englishIds.every((id) => catalog.texts.has(id));
    byCode.set(code, catalog);
  }
  const languages = [english.catalog, ...read.map((r) => r.catalog).filter((c) => c !== english.catalog)].map(
    (c) => c.language,
  );
  return {
    languages,
    codes: languages.map((l) => l.code),
    translate(language, message, values = {}) {
      const text = language === null || language === DEFAULT_LANGUAGE ? undefined : byCode.get(language)?.texts;
      return fillMessage(text?.get(message) ?? message, values);
    },
  };
}
