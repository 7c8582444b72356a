import type { FileImportReply, ImportEngines, TextImportReply } from '#domain/bring-in.ts';
import { apiSlice } from '../../../app/api-slice.ts';

/** Which reader the server uses: OCR on the server (default) or the configured model server. */
export type ImportEngine = 'ocr' | 'ai';

/**
 * Pasted text and photos read into drafts (docs/api/bring-in.md), and which engines can read them. Nothing
 * here saves a recipe: each answer fills the recipe form, saved only by its Save.
 */
export const bringInApi = apiSlice.injectEndpoints({
  endpoints: (build) => ({
    importText: build.mutation<TextImportReply, { text: string; engine?: ImportEngine }>({
      query: ({ text, engine }) => ({
        url: '/api/recipes/import/text',
        method: 'POST',
        body: engine === 'ai' ? { text, engine } : { text },
      }),
    }),
    importFile: build.mutation<FileImportReply, { file: File; engine: ImportEngine }>({
      query: ({ file, engine }) => {
        const body = new FormData();
        body.append('engine', engine);
        body.append('file', file, file.name);
        return { url: '/api/recipes/import/file', method: 'POST', body };
      },
    }),
    importEngines: build.query<ImportEngines, void>({
      query: () => '/api/recipes/import/engines',
    }),
  }),
});

export const { useImportTextMutation, useImportFileMutation, useImportEnginesQuery } = bringInApi;
