import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { ImportHazard } from '#domain/bring-in.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { importFailure } from '../recipe-form/import-from-link.tsx';
import { useImportTextMutation } from './bring-in-api.ts';

interface ImportFromTextProps {
  onDraft: (draft: RecipeDraft, hazards: ImportHazard[]) => void;
}

/** "Paste text": a recipe pasted as plain text, HTML or JSON-LD, read on the server into the form below. */
export function ImportFromText({ onDraft }: ImportFromTextProps) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [importText, { isLoading, isError, error, reset }] = useImportTextMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await importText({ text });
    if (result.data) onDraft(result.data.recipe, result.data.hazards);
  };

  return (
    <form className="card form import-from-text" onSubmit={submit} aria-label={t`Paste text`}>
      <div className="field">
        <label htmlFor="import-text">
          <Trans>Recipe text</Trans>
        </label>
        <textarea
          id="import-text"
          className="input"
          rows={8}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (isError) reset();
          }}
        />
      </div>
      <div>
        <button type="submit" className="btn" disabled={isLoading || text.trim() === ''}>
          {isLoading ? t`Reading…` : t`Read recipe`}
        </button>
      </div>
      {isError ? (
        <p className="alert alert-danger" role="alert">
          {importFailure(error)}
        </p>
      ) : (
        <p className="form-hint">
          <Trans>Paste a recipe as text, or a page&apos;s HTML. Nothing is saved until you submit the form.</Trans>
        </p>
      )}
    </form>
  );
}
