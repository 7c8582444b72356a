import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';

/** GET /api/health: ok once the database answers a query, 503 before. */
export const healthRoutes: FastifyPluginAsyncZod<{ isDatabaseReady: () => boolean }> = async (app, opts) => {
  app.get(
    '/',
    {
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
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', error: 'Database is not answering' });
      }
    },
  );
};
