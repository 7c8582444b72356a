import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useChosenLanguage } from '../app/i18n/language-sync.tsx';
import { useGetLanguagesQuery } from '../app/i18n/language-api.ts';
import { useSettingsSave } from '../features/user/index.ts';
import './language-select.css';

/**
 * The footer's "Language" select, for everyone (api/languages.md, "UI"): the languages by their own names.
 * A choice shows at once, is kept by this browser and, when signed in, saved as the user's setting; a failed
 * save says so, with a button to try again.
 */
export function LanguageSelect() {
  const { t } = useLingui();
  const id = useId();
  const chosen = useChosenLanguage();
  const { data: languages } = useGetLanguagesQuery();
  const settings = useSettingsSave();
  // Until the list arrives, the language shown is the one option.
  const options = languages ?? [{ code: chosen, name: chosen, dir: undefined }];
  return (
    <div className="language-select">
      <label htmlFor={id}>{t`Language`}</label>
      <select
        id={id}
        className="select"
        value={chosen}
        onChange={(event) => settings.save({ language: event.target.value })}
      >
        {options.map((language) => (
          <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
            {language.name}
          </option>
        ))}
      </select>
      {settings.failed && (
        <p className="field-error" role="alert">
          <Trans>Your language could not be saved to your account.</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={settings.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
    </div>
  );
}
