import type { Db } from '../../db/client.ts';
import type { LineParser } from './draft.ts';
import { createModelReader, type ModelReaderDeps } from './ai/model-reader.ts';
import { createModelUsageRepository } from './ai/usage-repository.ts';
import { createFileReader } from './file/file-reader.ts';
import { createOcrWorker } from './file/ocr-worker.ts';
import { readRecipeText } from './text/read-text.ts';

/**
 * The photo, scan and PDF import and the optional model server, built once per app: the file reader
 * (with its one OCR worker, started on the first picture) and the model reader both routes share.
 */
export function createFileImport(deps: {
  db: Db;
  importAi: Pick<ModelReaderDeps, 'server' | 'dailyLimit'>;
  parseLine: LineParser;
}) {
  const modelReader = createModelReader({
    ...deps.importAi,
    usage: createModelUsageRepository(deps.db),
    parseLine: deps.parseLine,
  });
  const fileReader = createFileReader({
    ocr: createOcrWorker(),
    // OCR text is plain text: never sniffed as HTML or JSON even if a card shows braces.
    readText: (text) => readRecipeText({ text, format: 'text' }, deps.parseLine),
    model: modelReader,
  });
  return { fileReader, modelReader };
}
