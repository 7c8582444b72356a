import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BulkImportBodySchema, BulkJobDetailSchema, BulkJobSchema } from '#domain/bulk-import.ts';
import { ErrorBodySchema, IdParamsSchema } from '#domain/common.ts';
import type { BulkImportService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['recipes'];
const security = [{ bearer: [] }];

/** /api/recipes/import/bulk: many recipe links imported in the background (admin). */
export const bulkImportRoutes: FastifyPluginAsyncZod<{ bulkImport: BulkImportService }> = async (
  app,
  { bulkImport },
) => {
  app.post(
    '/',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Import recipes from up to 500 links in the background (admin)',
        body: BulkImportBodySchema,
        response: { 202: BulkJobSchema, ...errors(400, 401, 403) },
      },
    },
    async (request, reply) => reply.status(202).send(await bulkImport.start(request.body.urls)),
  );

  app.get(
    '/',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'The last 50 bulk imports, newest first (admin)',
        response: { 200: z.array(BulkJobSchema), ...errors(401, 403) },
      },
    },
    () => bulkImport.list(),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'A bulk import with each link and its outcome, in the order given (admin)',
        params: IdParamsSchema,
        response: { 200: BulkJobDetailSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => bulkImport.get(request.params.id),
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Cancel a bulk import: the links not reached stay pending (admin)',
        params: IdParamsSchema,
        response: { 202: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await bulkImport.cancel(request.params.id);
      return reply.status(202).send(null);
    },
  );
};
