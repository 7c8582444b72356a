import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { PersonalExportService } from './service.ts';

/** GET /api/user/me/export: the caller's own data as one JSON attachment. */
export const personalExportRoutes: FastifyPluginAsyncZod<{ personalExport: PersonalExportService }> = async (
  app,
  { personalExport },
) => {
  app.get(
    '/export',
    { schema: { tags: ['users'], security: [{ bearer: [] }], summary: 'Download my data (JSON attachment)' } },
    async (request, reply) => {
      const data = await personalExport.export(requireSessionUser(request).id);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="hello-kitchen-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
