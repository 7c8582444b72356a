import { useEffect, useSyncExternalStore } from 'react';
import { selectIsLogged, selectMe } from '../../features/user/index.ts';
import { getToken } from '../api.ts';
import { useAppSelector } from '../hooks.ts';
import { activateLanguage } from './activate-language.ts';
import { chooseLanguage } from './choose-language.ts';
import { getKeptLanguage, subscribeKeptLanguage } from './kept-language.ts';
import { OFFERED_LANGUAGES, SOURCE_LANGUAGE } from './languages.ts';

/**
 * The signed-in user's language as last known, kept between visits, so a reload shows it at once rather
 * than after GET /api/user/me answers. Read only while a token is there.
 */
const USER_LANGUAGE_KEY = 'userLanguage';

const browserLanguages = () => (typeof navigator === 'undefined' ? [] : (navigator.languages ?? []));

/** The language the order picks before anything renders (main.tsx), from what the browser holds. */
export function initialLanguage(): string {
  return chooseLanguage({
    userLanguage: getToken() ? localStorage.getItem(USER_LANGUAGE_KEY) : null,
    kept: getKeptLanguage(),
    browser: browserLanguages(),
    offered: OFFERED_LANGUAGES,
    fallback: SOURCE_LANGUAGE,
  });
}

/** The language the order picks now (api/languages.md, "Choosing the language"), for the selects to show. */
export function useChosenLanguage(): string {
  // The session's changes re-render this; the token says whether one is there.
  useAppSelector(selectIsLogged);
  const me = useAppSelector(selectMe);
  const kept = useSyncExternalStore(subscribeKeptLanguage, getKeptLanguage);
  const signedIn = getToken() !== null;
  const known = me?.language !== undefined ? me.language : localStorage.getItem(USER_LANGUAGE_KEY);
  return chooseLanguage({
    userLanguage: signedIn ? known : null,
    kept,
    browser: browserLanguages(),
    offered: OFFERED_LANGUAGES,
    fallback: SOURCE_LANGUAGE,
  });
}

/**
 * Shows the chosen language whenever it changes (a sign-in, the user's setting arriving or changing, a
 * select in the footer or the profile), with no reload. Rendered once, inside the store (main.tsx).
 */
export function LanguageSync() {
  const code = useChosenLanguage();
  const me = useAppSelector(selectMe);
  const userLanguage = me?.language;
  const signedIn = getToken() !== null;

  useEffect(() => {
    if (!signedIn) localStorage.removeItem(USER_LANGUAGE_KEY);
    else if (userLanguage) localStorage.setItem(USER_LANGUAGE_KEY, userLanguage);
    else if (userLanguage === null) localStorage.removeItem(USER_LANGUAGE_KEY);
  }, [signedIn, userLanguage]);

  useEffect(() => {
    // A catalog that cannot be downloaded (offline) leaves the language shown; the next change tries again.
    activateLanguage(code).catch(() => undefined);
  }, [code]);
  return null;
}
