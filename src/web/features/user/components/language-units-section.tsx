import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Units } from '#domain/languages.ts';
import { useGetLanguagesQuery } from '../../../app/i18n/language-api.ts';
import { useSettingsSave } from '../use-settings-save.ts';
import { useGetMeQuery } from '../user-api.ts';

/**
 * The profile's "Language and units" section (api/languages.md, "UI"): "Automatic" then the languages by
 * their own names, and the unit system. A change applies at once and is saved to the account; a failed save
 * says so, with a button to try again. Apart from the profile form and its Save button.
 */
export function LanguageUnitsSection() {
  const { t } = useLingui();
  const headingId = useId();
  const languageId = useId();
  const unitsId = useId();
  const { data: me } = useGetMeQuery();
  const { data: languages = [] } = useGetLanguagesQuery();
  const settings = useSettingsSave();
  const units: { value: Units | null; label: string }[] = [
    { value: null, label: t`Automatic` },
    { value: 'metric', label: t`Metric` },
    { value: 'us', label: t`US customary` },
  ];
  return (
    <section className="card form language-units" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Trans>Language and units</Trans>
      </h2>
      <div className="field">
        <label htmlFor={languageId}>
          <Trans>Language</Trans>
        </label>
        <select
          id={languageId}
          className="select"
          value={me?.language ?? ''}
          onChange={(event) => settings.save({ language: event.target.value || null })}
        >
          <option value="">{t`Automatic`}</option>
          {languages.map((language) => (
            <option key={language.code} value={language.code} lang={language.code} dir={language.dir}>
              {language.name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={unitsId}>
          <Trans>Units</Trans>
        </label>
        <select
          id={unitsId}
          className="select"
          value={me?.units ?? ''}
          onChange={(event) => settings.save({ units: (event.target.value || null) as Units | null })}
        >
          {units.map((option) => (
            <option key={option.value ?? ''} value={option.value ?? ''}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {settings.failed && (
        <p className="alert alert-danger" role="alert">
          <Trans>Your language and units could not be saved.</Trans>{' '}
          <button type="button" className="btn btn-small" onClick={settings.retry}>
            <Trans>Try again</Trans>
          </button>
        </p>
      )}
    </section>
  );
}
