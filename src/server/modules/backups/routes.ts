import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BackupInfoSchema, BackupStatusSchema } from '#domain/backup.ts';
import { ErrorBodySchema } from '#domain/common.ts';
import type { BackupService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['backups'];
const security = [{ bearer: [] }];

const NameParamsSchema = z.object({ name: z.string().max(100) });

/** /api/admin/backups: make, list, download and delete backups (admins only). */
export const backupRoutes: FastifyPluginAsyncZod<{ backups: BackupService }> = async (app, { backups }) => {
  app.addHook('onRequest', app.requireAdmin);

  app.post(
    '/',
    { schema: { tags, security, summary: 'Back up now', response: { 201: BackupInfoSchema, ...errors(401, 403) } } },
    async (_request, reply) => reply.status(201).send(await backups.create()),
  );

  app.get(
    '/',
    {
      schema: { tags, security, summary: 'The backups, newest first', response: { 200: z.array(BackupInfoSchema) } },
    },
    async () => backups.list(),
  );

  app.get(
    '/status',
    {
      schema: {
        tags,
        security,
        summary: 'The schedule and how its last run went',
        response: { 200: BackupStatusSchema },
      },
    },
    async () => backups.status(),
  );

  app.get(
    '/:name',
    {
      schema: {
        tags,
        security,
        summary: 'Download a backup',
        params: NameParamsSchema,
      },
    },
    async (request, reply) => {
      const stream = await backups.open(request.params.name);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );

  app.delete(
    '/:name',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a backup',
        params: NameParamsSchema,
        response: { 204: z.null(), ...errors(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await backups.remove(request.params.name);
      return reply.status(204).send(null);
    },
  );
};
