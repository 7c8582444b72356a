import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { AppError, badRequest } from '../../../lib/errors.ts';
import { RecipeDraftSchema } from '../draft.ts';
import type { Engine, FileReader } from './file-reader.ts';

/** The largest picture or PDF taken: 15 MiB, counted while the upload streams in. */
export const MAX_FILE_BYTES = 15 * 1024 * 1024;

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const HazardSchema = z.object({ index: z.number().int(), read: z.string(), proposed: z.string(), reason: z.string() });
const FileReplySchema = z.object({ recipe: RecipeDraftSchema, text: z.string(), hazards: z.array(HazardSchema) });

const NO_FILE = 'file is required: a picture (JPEG, PNG, WebP, HEIC) or a PDF';
const BAD_ENGINE = "engine must be 'ocr' or 'ai'";
const tooLarge = () => new AppError(413, 'BODY_TOO_LARGE', 'The file is larger than 15 MiB');

/** POST /api/recipes/import/file: a photo, scan or PDF read into a draft (docs/api/bring-in.md). */
export const fileImportRoutes: FastifyPluginAsyncZod<{ fileReader: FileReader }> = async (app, { fileReader }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 1, fields: 4, fieldSize: 100, parts: 6 },
  });
  app.addHook('onClose', async () => fileReader.close());

  app.post(
    '/file',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['recipes'],
        security: [{ bearer: [] }],
        summary: 'Read a photo, scan or PDF of a recipe into a draft for the recipe form (admin)',
        consumes: ['multipart/form-data'],
        response: { 200: FileReplySchema, ...errors(400, 401, 403, 413, 422, 429, 502, 503, 504) },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest(NO_FILE, { file: NO_FILE });
      let bytes: Buffer | null = null;
      let engine = 'ocr';
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            // toBuffer stops and throws as soon as the stream passes the limit: nothing larger is held.
            if (part.fieldname === 'file' && bytes === null) bytes = await part.toBuffer();
            else part.file.resume();
          } else if (part.fieldname === 'engine') engine = String(part.value).trim();
        }
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        throw err;
      }
      if (engine !== 'ocr' && engine !== 'ai') throw badRequest(BAD_ENGINE, { engine: BAD_ENGINE });
      if (!bytes || bytes.length === 0) throw badRequest(NO_FILE, { file: NO_FILE });
      return fileReader.read(bytes, engine as Engine);
    },
  );
};
