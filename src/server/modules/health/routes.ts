import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { sendDatabaseUnavailable } from '../../lib/unavailable-reply.ts';

/** GET /api/health: ok once the database answers a query; 503 with Retry-After before and while it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{
  isDatabaseReady: () => boolean;
  /** Whether the database answers in time (see repository.ts). */
  pingDatabase: () => Promise<boolean>;
}> = async (app, opts) => {
  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok') }),
          503: ErrorBodySchema,
        },
      },
    },
    async (_request, reply) => {
      if (!opts.isDatabaseReady()) return sendDatabaseUnavailable(reply);
      return (await opts.pingDatabase()) ? { status: 'ok' as const } : sendDatabaseUnavailable(reply);
    },
  );
};
