import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { ListParamsSchema } from '#domain/household-lists.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import { startEventStream } from './event-stream.ts';
import type { ListEventHub } from './list-events.ts';

export interface ListEventRoutesOptions {
  listEvents: ListEventHub;
  heartbeatMs?: number;
}

/** The list's live events, under /api/lists (API.md, "Live list and sharing"). */
export const listEventRoutes: FastifyPluginAsyncZod<ListEventRoutesOptions> = async (app, opts) => {
  const { listEvents, heartbeatMs = 20_000 } = opts;
  // Open streams never end by themselves: closing the app ends them (clients reconnect to another instance).
  const open = new Set<{ end(): void }>();
  app.addHook('preClose', async () => open.forEach((raw) => raw.end()));

  app.get(
    '/:listId/events',
    {
      schema: {
        tags: ['shopping lists'],
        security: [{ bearer: [] }],
        summary:
          'text/event-stream: an event `list` with `{ version }` at once, then after each change of this list (`current`: the default)',
        params: ListParamsSchema,
        response: {
          200: z.string().describe('text/event-stream'),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireSessionUser(request);
      // HEAD (a proxy's or monitor's check of the route): the stream's headers, then the end.
      if (request.method === 'HEAD') return reply.type('text/event-stream; charset=utf-8').send('');
      let closed = false;
      request.raw.once('close', () => (closed = true));
      reply.raw.once('close', () => (closed = true));
      // Subscribed before the stream starts, so a database failure is still a plain error answer.
      const early: number[] = [];
      let send: (version: number) => void = (version) => early.push(version);
      const unsubscribe = await listEvents.subscribe(user.id, request.params.listId, (version) => send(version));
      if (closed) {
        unsubscribe();
        reply.hijack();
        return;
      }
      const stream = startEventStream(request, reply, { heartbeatMs });
      send = (version) => stream.send('list', { version });
      early.forEach(send);
      open.add(reply.raw);
      reply.raw.once('close', () => {
        open.delete(reply.raw);
        unsubscribe();
      });
      // A stream lives for hours: it stops counting against the admission limit once started.
      request.leaveAdmission?.();
    },
  );
};
