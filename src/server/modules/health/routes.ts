import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** GET /api/health: ok once the database answers a query, 503 before. */
export const healthRoutes: FastifyPluginAsyncZod<{
  isDatabaseReady: () => boolean;
  /** Rejects when the database does not answer (see repository.ts). */
  pingDatabase: () => Promise<void>;
}> = async (app, opts) => {
  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ status: z.string(), error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (!opts.isDatabaseReady())
        return reply.status(503).send({ status: 'starting', error: 'Database is not ready' });
      try {
        await opts.pingDatabase();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', error: 'Database is not answering' });
      }
    },
  );
};
