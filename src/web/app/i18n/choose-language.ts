/** What the language order reads (api/languages.md, "Choosing the language"). */
export interface LanguageInputs {
  /** The signed-in user's `language` setting; null or undefined: none (automatic, or nobody signed in). */
  userLanguage?: string | null;
  /** The choice this browser made before (kept for visitors too); null: none. */
  kept?: string | null;
  /** The browser's languages, most wanted first (`navigator.languages`). */
  browser: readonly string[];
  /** The codes offered. */
  offered: readonly string[];
  /** Shown when nothing else matches. */
  fallback: string;
}

const primary = (tag: string) => tag.split('-')[0].toLowerCase();

/**
 * The language to show: the user's setting, else the browser's kept choice, else the first browser language
 * whose primary subtag is offered (`de-AT` → de), else the fallback (English).
 */
export function chooseLanguage({ userLanguage, kept, browser, offered, fallback }: LanguageInputs): string {
  if (userLanguage && offered.includes(userLanguage)) return userLanguage;
  if (kept && offered.includes(kept)) return kept;
  const fromBrowser = browser.map(primary).find((code) => offered.includes(code));
  return fromBrowser ?? fallback;
}
