import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { sendDatabaseUnavailable } from '../../db/unavailable.ts';

/** GET /api/health: ok once the database answers a query; 503 with Retry-After before and while it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ isDatabaseReady: () => boolean }> = async (app, opts) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: z.object({ error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      if (!opts.isDatabaseReady()) return sendDatabaseUnavailable(reply);
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return sendDatabaseUnavailable(reply);
      }
    },
  );
};
