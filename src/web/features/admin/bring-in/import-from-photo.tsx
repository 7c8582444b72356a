import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ImportHazard } from '#domain/bring-in.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import { importFailure } from '../recipe-form/import-from-link.tsx';
import { useImportEnginesQuery, useImportFileMutation, type ImportEngine } from './bring-in-api.ts';

interface ImportFromPhotoProps {
  onDraft: (draft: RecipeDraft, hazards: ImportHazard[]) => void;
}

/**
 * "From a photo": a photo, scan or PDF of a recipe, read on the server by OCR, or by the model server
 * ("Read with AI") when one is set up.
 */
export function ImportFromPhoto({ onDraft }: ImportFromPhotoProps) {
  const { t } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [engine, setEngine] = useState<ImportEngine>('ocr');
  const engines = useImportEnginesQuery();
  const withAi = engines.data?.ai.configured === true;
  const [importFile, { isLoading, isError, error, reset }] = useImportFileMutation();

  const read = async (chosen: ImportEngine) => {
    if (!file) return;
    setEngine(chosen);
    const result = await importFile({ file, engine: chosen });
    if (result.data) onDraft(result.data.recipe, result.data.hazards);
  };

  return (
    <form
      className="card form import-from-photo"
      aria-label={t`From a photo`}
      onSubmit={(e) => {
        e.preventDefault();
        void read('ocr');
      }}
    >
      <div className="field">
        <label htmlFor="import-photo">
          <Trans>Recipe photo</Trans>
        </label>
        <input
          id="import-photo"
          className="input"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/heic,application/pdf"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            if (isError) reset();
          }}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="btn" disabled={isLoading || !file}>
          {isLoading && engine === 'ocr' ? t`Reading…` : t`Read photo`}
        </button>
        {withAi ? (
          <button type="button" className="btn" disabled={isLoading || !file} onClick={() => void read('ai')}>
            {isLoading && engine === 'ai' ? t`Reading…` : t`Read with AI`}
          </button>
        ) : null}
      </div>
      {isError ? (
        <p className="alert alert-danger" role="alert">
          {importFailure(error)}
        </p>
      ) : (
        <p className="form-hint">
          <Trans>A photo, scan or PDF of one recipe, at most 15 MB.</Trans>
        </p>
      )}
    </form>
  );
}
