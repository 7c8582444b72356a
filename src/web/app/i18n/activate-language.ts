import { i18n, type Messages } from '@lingui/core';
import { loadCatalog, SOURCE_LANGUAGE, textDirection } from './languages.ts';

const catalogs = new Map<string, Promise<Messages>>();
/** The language asked for last: a slower catalog asked for before it never wins. */
let wanted = '';

function catalogOf(code: string): Promise<Messages> {
  let pending = catalogs.get(code);
  if (!pending) {
    pending = loadCatalog(code);
    // A failed download (offline) is tried again next time.
    pending.catch(() => catalogs.delete(code));
    catalogs.set(code, pending);
  }
  return pending;
}

/** `<html lang>` and `<html dir>` for the language shown. */
function applyToDocument(code: string) {
  const root = document.documentElement;
  root.lang = code;
  root.dir = textDirection(code);
}

/**
 * Shows a language, with no reload: downloads its catalog once (its own chunk), then activates it, which
 * re-renders everything under the I18nProvider, and sets `<html lang>` and `dir`. When two changes overlap,
 * the last one asked for wins. Rejects when the catalog cannot be downloaded; what was shown stays.
 */
export async function activateLanguage(code: string): Promise<void> {
  wanted = code;
  if (i18n.locale === code) return applyToDocument(code);
  const messages = await catalogOf(code);
  if (wanted !== code) return;
  i18n.loadAndActivate({ locale: code, messages });
  applyToDocument(code);
}

/**
 * The first language of the page, before the first render: `code`, else English when its catalog cannot be
 * had, else English with no catalog at all (the page still opens).
 */
export async function startLanguage(code: string): Promise<void> {
  try {
    await activateLanguage(code);
  } catch {
    await activateLanguage(SOURCE_LANGUAGE).catch(() => {
      i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });
      applyToDocument(SOURCE_LANGUAGE);
    });
  }
}
