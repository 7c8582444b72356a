import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { downloadWithToken } from '../../../app/download.ts';

/** "Export recipes": downloads the catalogue as a zip in one of the two formats. */
export function ExportRecipes() {
  const { t } = useLingui();
  const [format, setFormat] = useState('hello-kitchen');
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setError(null);
    try {
      await downloadWithToken(`/api/admin/recipes/export?format=${format}`, `recipes-${format}.zip`);
    } catch (err) {
      const reason = (err as Error).message;
      setError(t`The export could not be made. ${reason}`);
    }
  }
  return (
    <section aria-labelledby="export-title">
      <h2 id="export-title">
        <Trans>Export recipes</Trans>
      </h2>
      <label>
        <Trans>Format</Trans>{' '}
        <select value={format} onChange={(e) => setFormat(e.target.value)}>
          <option value="hello-kitchen">{t`Hello Kitchen (imports back here)`}</option>
          <option value="schema.org">{t`schema.org JSON-LD (Mealie, Tandoor)`}</option>
        </select>
      </label>{' '}
      <button type="button" className="btn" onClick={() => void download()}>
        <Trans>Export recipes</Trans>
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
