import { useRef } from 'react';
import { getToken } from '../../app/api.ts';
import { useAppSelector } from '../../app/hooks.ts';
import type { SettingsPatch } from '#domain/languages.ts';
import { setKeptLanguage } from '../../app/i18n/kept-language.ts';
import { useUpdateSettingsMutation } from './user-api.ts';
import { selectIsLogged } from './user-slice.ts';

/**
 * Language and units changes (the footer's select, the profile's section): each applies at once, in this
 * browser (a language is kept for visitors too) and, when signed in, in the cached user; then it is saved
 * with PATCH /api/user/me/settings. A failed save is kept and sent again, with any later change, by `retry`
 * or by the next change.
 */
export function useSettingsSave() {
  const signedIn = useAppSelector(selectIsLogged) && getToken() !== null;
  const [update, { isError, isLoading }] = useUpdateSettingsMutation();
  const unsaved = useRef<SettingsPatch>({});

  const send = async () => {
    const body = { ...unsaved.current };
    const result = await update(body);
    if (!result.error) {
      for (const key of Object.keys(body) as (keyof SettingsPatch)[])
        if (unsaved.current[key] === body[key]) delete unsaved.current[key];
    }
  };

  const save = (change: SettingsPatch) => {
    // "Automatic" forgets this browser's choice too, so the browser's own languages decide again.
    if (change.language !== undefined) setKeptLanguage(change.language);
    if (!signedIn) return;
    Object.assign(unsaved.current, change);
    void send();
  };

  return { save, retry: () => void send(), failed: isError, saving: isLoading };
}
