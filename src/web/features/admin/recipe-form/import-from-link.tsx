import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useImportRecipeMutation } from '../recipe-import-api.ts';

interface ImportFromLinkProps {
  /** Fills the recipe form with the draft; nothing is saved until the admin saves the form. */
  onDraft: (draft: RecipeDraft) => void;
}

/** The import's failure in plain words: the server's own words (422, 502, 504) or the app's. */
export const importFailure = (error: unknown) =>
  (error as Partial<ApiFailure> | undefined)?.message || i18n._(msg`We could not import that page.`);

/** "Import from link": paste a recipe page's address, and its recipe fills the form below. */
export function ImportFromLink({ onDraft }: ImportFromLinkProps) {
  const [url, setUrl] = useState('');
  const [importRecipe, { isLoading, error, isError, reset }] = useImportRecipeMutation();
  const { t } = useLingui();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await importRecipe(url);
    if (result.data) onDraft(result.data);
  };

  return (
    <form className="card form import-from-link" onSubmit={submit} aria-label={t`Import from link`}>
      <h2>
        <Trans>Import from link</Trans>
      </h2>
      <div className="import-link">
        <div className="field">
          <label htmlFor="import-url">
            <Trans>Recipe page link</Trans>
          </label>
          <input
            id="import-url"
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://…"
            value={url}
            onChange={(e) => {
              setUrl(e.target.value);
              if (isError) reset();
            }}
          />
        </div>
        <button type="submit" className="btn" disabled={isLoading || url.trim() === ''}>
          {isLoading ? t`Importing…` : t`Import`}
        </button>
      </div>
      {isError ? (
        <p className="alert alert-danger" role="alert">
          {importFailure(error)}
        </p>
      ) : (
        <p className="form-hint">
          <Trans>The recipe fills the form below; nothing is saved until you submit it.</Trans>
        </p>
      )}
    </form>
  );
}
