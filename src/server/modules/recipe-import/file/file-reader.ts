import { AppError } from '../../../lib/errors.ts';
import type { ModelReader } from '../ai/model-reader.ts';
import type { RecipeDraft } from '../draft.ts';
import type { OcrWorker } from './ocr-worker.ts';
import { pdfPagePictures, pdfTextLayer, UnreadablePdf } from './pdf.ts';
import { pictureAsJpeg, pictureForOcr, UnreadablePicture } from './picture.ts';
import { sniffFile, type FileKind } from './sniff.ts';
import type { Hazard } from '../text/read-text.ts';

export const NOT_A_PICTURE = 'This file is not a picture or PDF we can read';
export const NO_TEXT_IN_PICTURE = 'We could not read any recipe text in this picture';
export const SCANNED_PDF =
  'This PDF holds only scanned pages, with no text to read: read it with the model server ("Read with AI")';

export interface FileReaderDeps {
  ocr: OcrWorker;
  /** The plain-text reader of POST /api/recipes/import/text. */
  readText: (text: string) => Promise<{ recipe: RecipeDraft; hazards: Hazard[] }>;
  model: ModelReader;
}

export type Engine = 'ocr' | 'ai';

const refused = () => new AppError(422, 'FILE_REFUSED', NOT_A_PICTURE);
// OCR of an empty or patterned picture yields stray marks ("|", "~ ."), never a word.
const hasWords = (text: string) => /\p{L}{2,}/u.test(text);

/** Reads an uploaded picture or PDF into a draft: OCR on the server, or the optional model server. */
export function createFileReader(deps: FileReaderDeps) {
  async function withOcr(bytes: Buffer, kind: FileKind) {
    let text: string;
    if (kind === 'pdf') {
      text = await pdfTextLayer(bytes);
      if (!hasWords(text)) throw new AppError(422, 'NO_RECIPE_DATA', SCANNED_PDF);
    } else {
      text = await deps.ocr.recognize(() => pictureForOcr(bytes, kind));
      if (!hasWords(text)) throw new AppError(422, 'NO_RECIPE_DATA', NO_TEXT_IN_PICTURE);
    }
    text = text.trim();
    const { recipe, hazards } = await deps.readText(text);
    return { recipe, text, hazards };
  }

  async function withModel(bytes: Buffer, kind: FileKind) {
    if (kind !== 'pdf') {
      const recipe = await deps.model.read({ jpegs: [await pictureAsJpeg(bytes, kind)], text: null });
      return { recipe, text: '', hazards: [] };
    }
    const text = (await pdfTextLayer(bytes)).trim();
    const jpegs = await pdfPagePictures(bytes);
    if (jpegs.length === 0 && !hasWords(text)) throw refused();
    const recipe = await deps.model.read({ jpegs, text: text || null });
    return { recipe, text, hazards: [] };
  }

  return {
    /** 422 for bytes that are no JPEG, PNG, WebP, HEIC or PDF (by their magic bytes) or do not decode. */
    async read(bytes: Buffer, engine: Engine): Promise<{ recipe: RecipeDraft; text: string; hazards: Hazard[] }> {
      const kind = sniffFile(bytes);
      if (!kind) throw refused();
      // Without a model server, `ai` fails before any decoding.
      if (engine === 'ai') deps.model.requireConfigured();
      try {
        return engine === 'ai' ? await withModel(bytes, kind) : await withOcr(bytes, kind);
      } catch (err) {
        if (err instanceof UnreadablePicture || err instanceof UnreadablePdf) throw refused();
        throw err;
      }
    },

    close: () => deps.ocr.close(),
  };
}
export type FileReader = ReturnType<typeof createFileReader>;
