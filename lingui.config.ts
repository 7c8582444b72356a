import { readdirSync } from 'node:fs';
import { basename, relative } from 'node:path';
import babelExtractor from '@lingui/cli/api/extractors/babel';
import { defineConfig, type ExtractorType } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The web app's texts (docs/decisions/languages.md). One PO catalog per language in src/locales; a language is
// offered when its file is there, so adding one is adding `src/locales/<code>.po` (with its header lines) and
// running `npx lingui extract`. `node scripts/check-catalogs.mjs` (npm run lint) fails when extracting would
// change a catalog.

const LOCALES_DIR = 'src/locales';
const SOURCE_LOCALE = 'en';
const po = formatter({ lineNumbers: false });

/** The codes of the catalogs in src/locales, English first. */
const locales = [
  SOURCE_LOCALE,
  ...readdirSync(new URL(`./${LOCALES_DIR}`, import.meta.url))
    .filter((file) => file.endsWith('.po'))
    .map((file) => basename(file, '.po'))
    .filter((code) => code !== SOURCE_LOCALE)
    .sort(),
];

/**
 * The server's own entries (the calendar feed's words, marked `#. server: …` in the catalogs): no web file
 * holds them, so this extractor reads them back from the English catalog and they are never marked obsolete.
 */
const serverEntries: ExtractorType = {
  match: (filename) => relative(process.cwd(), filename) === `${LOCALES_DIR}/${SOURCE_LOCALE}.po`,
  extract(filename, code, onMessageExtracted) {
    const catalog = po.parse(code, { locale: SOURCE_LOCALE, sourceLocale: SOURCE_LOCALE, filename }) as Record<
      string,
      { message?: string; context?: string | null; comments?: string[]; origin?: [string, number][] }
    >;
    for (const [id, entry] of Object.entries(catalog)) {
      const comment = entry.comments?.find((text) => text.startsWith('server:'));
      if (!comment) continue;
      onMessageExtracted({
        id,
        message: entry.message,
        context: entry.context ?? undefined,
        comment,
        origin: entry.origin?.[0] ?? [filename, 0],
      });
    }
  },
};

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales,
  // A text a catalog lacks is compiled as the English one (never an id or an empty string).
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: `<rootDir>/${LOCALES_DIR}/{locale}`,
      include: ['<rootDir>/src/web', `<rootDir>/${LOCALES_DIR}/${SOURCE_LOCALE}.po`],
      exclude: ['**/*.test.*', '**/src/web/test/**', '**/node_modules/**'],
    },
  ],
  extractors: [babelExtractor, serverEntries],
  format: po,
});
