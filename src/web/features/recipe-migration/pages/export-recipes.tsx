import { useState } from 'react';
import { downloadWithToken } from '../../../app/download.ts';

/** "Export recipes": downloads the catalogue as a zip in one of the two formats. */
export function ExportRecipes() {
  const [format, setFormat] = useState('hello-kitchen');
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setError(null);
    try {
      await downloadWithToken(`/api/admin/recipes/export?format=${format}`, `recipes-${format}.zip`);
    } catch (err) {
      setError(`The export could not be made. ${(err as Error).message}`);
    }
  }
  return (
    <section aria-labelledby="export-title">
      <h2 id="export-title">Export recipes</h2>
      <label>
        Format{' '}
        <select value={format} onChange={(e) => setFormat(e.target.value)}>
          <option value="hello-kitchen">Hello Kitchen (imports back here)</option>
          <option value="schema.org">schema.org JSON-LD (Mealie, Tandoor)</option>
        </select>
      </label>{' '}
      <button type="button" className="btn" onClick={() => void download()}>
        Export recipes
      </button>
      {error && <p role="alert">{error}</p>}
    </section>
  );
}
