import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema } from '#domain/common.ts';
import {
  MigrationDetailSchema,
  MigrationOptionsSchema,
  MigrationSchema,
  RecipeExportQuerySchema,
} from '#domain/recipe-migration.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { describeIssues } from '../../plugins/error-handler.ts';
import type { MigrationService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['migrations'];
const security = [{ bearer: [] }];
const tooLarge = (maxBytes: number) =>
  new AppError(413, 'BODY_TOO_LARGE', `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB.`);

/** /api/admin/migrations: upload another app's export and follow its import. */
export const migrationRoutes: FastifyPluginAsyncZod<{ migrations: MigrationService; maxBytes: number }> = async (
  app,
  { migrations, maxBytes },
) => {
  await app.register(multipart, { limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1000, parts: 12 } });

  app.post(
    '/',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Upload an export of another app and start importing it',
        consumes: ['multipart/form-data'],
        response: { 202: MigrationSchema, ...errors(400, 401, 403, 413, 422) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw badRequest('file is required.', { file: 'file is required' });
      const dir = await migrations.makeTempDir();
      const path = join(dir, 'upload');
      const fields: Record<string, string> = {};
      let fileName: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || fileName !== null) {
              part.file.resume();
              continue;
            }
            fileName = (part.filename || 'upload').normalize('NFC').slice(0, 255);
            await migrations.saveUpload(part.file, path);
            if (part.file.truncated) throw tooLarge(maxBytes);
          } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        }
      } catch (err) {
        await rm(dir, { recursive: true, force: true });
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
        throw err;
      }
      const options = MigrationOptionsSchema.safeParse(fields);
      if (fileName === null || !options.success) {
        await rm(dir, { recursive: true, force: true });
        if (!options.success) {
          const issues = options.error.issues.map((issue) => ({ message: issue.message, params: { issue } }));
          const { error, details } = describeIssues(issues as Parameters<typeof describeIssues>[0]);
          throw badRequest(error, details);
        }
        throw badRequest('file is required.', { file: 'file is required' });
      }
      return reply.status(202).send(await migrations.start(path, dir, fileName, options.data));
    },
  );

  app.get(
    '/',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'The last 50 migrations, newest first',
        response: { 200: z.array(MigrationSchema), ...errors(401, 403) },
      },
    },
    async () => migrations.list(),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'One migration and its report',
        params: IdParamsSchema,
        response: { 200: MigrationDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => migrations.get(request.params.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Cancel a migration after the recipe in hand',
        params: IdParamsSchema,
        response: { 202: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await migrations.cancel(request.params.id);
      return reply.status(202).send(null);
    },
  );
};

/** GET /images/imported/<sha256>.<ext>: a picture from an imported file, byte for byte. */
export const importedImageRoutes: FastifyPluginAsyncZod<{ migrations: MigrationService }> = async (
  app,
  { migrations },
) => {
  app.get(
    '/images/imported/:file',
    { schema: { hide: true, params: z.object({ file: z.string().regex(/^[0-9a-f]{64}\.[a-z]{3,4}$/) }) } },
    async (request, reply) => {
      const picture = await migrations.picture(request.params.file.split('.')[0]);
      if (!picture) return reply.status(404).send({ error: 'Picture not found', code: 'NOT_FOUND' });
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type(picture.mime)
        .send(Buffer.from(picture.bytes));
    },
  );
};

/** GET /api/admin/recipes/export: the catalogue as a zip, in this app's format or schema.org. */
export const recipeExportRoutes: FastifyPluginAsyncZod<{ migrations: MigrationService }> = async (
  app,
  { migrations },
) => {
  app.get(
    '/export',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Export the recipes as a zip',
        querystring: RecipeExportQuerySchema,
        response: errors(400, 401, 403),
      },
    },
    async (request, reply) => {
      const { format, active } = request.query;
      const origin = `${request.protocol}://${request.host}`;
      const date = new Date().toISOString().slice(0, 10);
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="recipes-${format}-${date}.zip"`)
        .send(migrations.exportZip(format, active, origin) as never);
    },
  );
};
