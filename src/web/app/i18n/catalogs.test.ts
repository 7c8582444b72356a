import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES } from '#domain/error-codes.ts';
import { ERROR_TEXTS } from './error-texts.ts';
import { OFFERED_LANGUAGES, textDirection } from './languages.ts';

// The catalogs as committed (src/locales/*.po): what translators and the server read.
const dir = join(import.meta.dirname, '../../../locales');
const po = formatter({ lineNumbers: false });
type Entry = { message?: string; translation?: string; origin?: [string, number?][]; comments?: string[] };

function read(code: string) {
  const text = readFileSync(join(dir, `${code}.po`), 'utf8');
  const entries = po.parse(text, { locale: code, sourceLocale: 'en', filename: `${code}.po` }) as Record<string, Entry>;
  const header = (name: string) => new RegExp(`^"${name}: (.*)\\\\n"$`, 'm').exec(text)?.[1];
  return { entries, header };
}

const en = read('en').entries;
const COMPLETE = ['de', 'fr', 'es'];
/** The parts ar and he translate now (api/languages.md): header, navigation, footer. */
const SHELL_FILES = ['site-header.tsx', 'site-footer.tsx', 'language-select.tsx'];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('the catalogs', () => {
  it('are the languages offered, each with the header lines the server reads', () => {
    const files = readdirSync(dir).filter((file) => file.endsWith('.po'));
    expect(files.map((file) => file.replace('.po', '')).sort()).toEqual([...OFFERED_LANGUAGES].sort());
    for (const code of OFFERED_LANGUAGES) {
      const { header } = read(code);
      expect(header('Language'), code).toBe(code);
      expect(header('X-Language-Name'), code).toBeTruthy();
      expect(header('X-Text-Direction'), code).toBe(textDirection(code));
    }
  });

  it.each(COMPLETE)('%s translates every text of the English catalog', (code) => {
    const { entries } = read(code);
    const untranslated = Object.keys(en).filter((id) => !entries[id]?.translation);
    expect(untranslated.map((id) => en[id].message)).toEqual([]);
  });

  it.each(['ar', 'he'])('%s translates the header, the navigation and the footer', (code) => {
    const { entries } = read(code);
    const shell = Object.keys(en).filter((id) =>
      en[id].origin?.some(([file]) => SHELL_FILES.some((name) => file.endsWith(name))),
    );
    expect(shell.length).toBeGreaterThan(20);
    expect(shell.filter((id) => !entries[id]?.translation).map((id) => en[id].message)).toEqual([]);
  });

  it.each(OFFERED_LANGUAGES)('%s keeps the placeholders of every English text', (code) => {
    const { entries } = read(code);
    for (const [id, entry] of Object.entries(entries)) {
      if (!entry.translation || !en[id]) continue;
      expect(placeholders(entry.translation), `${code}: ${en[id].message}`).toEqual(placeholders(en[id].message!));
    }
  });

  it('have a text for every error code, in every complete language', () => {
    for (const code of ERROR_CODES) {
      const { id } = ERROR_TEXTS[code];
      expect(en[id]?.message, code).toBeTruthy();
      for (const language of COMPLETE)
        expect(read(language).entries[id]?.translation, `${language} ${code}`).toBeTruthy();
    }
  });

  it("say in English exactly the domain's fixed texts (the spec's words)", () => {
    for (const [code, text] of Object.entries(ERROR_MESSAGES))
      expect(ERROR_TEXTS[code as keyof typeof ERROR_MESSAGES].message).toBe(text);
  });
});
