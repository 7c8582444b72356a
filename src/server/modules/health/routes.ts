import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { CONNECT_TIMEOUT_MS } from '../../db/client.ts';
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
      // A connection that went silent (a network partition) would hold the query until the query
      // timeout; a load balancer needs its answer sooner.
      const timer = new AbortController();
      const answered = await Promise.race([
        app.deps.db.execute(sql`select 1`).then(
          () => true,
          () => false,
        ),
        sleep(CONNECT_TIMEOUT_MS, false, { signal: timer.signal }).catch(() => false),
      ]);
      timer.abort();
      return answered ? { status: 'ok' as const } : sendDatabaseUnavailable(reply);
    },
  );
};
