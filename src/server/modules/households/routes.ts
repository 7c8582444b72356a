import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { InviteSchema, JoinBodySchema, MemberParamsSchema } from '#domain/list-sharing.ts';
import { ItemListSchema, type ItemList } from '#domain/shopping-list.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import { startEventStream } from './event-stream.ts';
import type { ListEventHub } from './list-events.ts';
import type { SharingService } from './sharing-service.ts';

const tags = ['shopping lists'];
const security = [{ bearer: [] }];

export interface HouseholdRoutesOptions {
  sharing: SharingService<ItemList>;
  listEvents: ListEventHub;
  heartbeatMs?: number;
}

/** Sharing a list and its live events, under /api/lists (API.md, "Live list and sharing"). */
export const householdRoutes: FastifyPluginAsyncZod<HouseholdRoutesOptions> = async (app, opts) => {
  const { sharing, listEvents, heartbeatMs = 20_000 } = opts;
  // Open streams never end by themselves: closing the app ends them (clients reconnect to another instance).
  const open = new Set<{ end(): void }>();
  app.addHook('preClose', async () => open.forEach((raw) => raw.end()));

  app.post(
    '/current/invite',
    {
      schema: {
        tags,
        security,
        summary: 'A one-use invite code to the caller’s list, valid 24 hours; owner only',
        response: { 200: InviteSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => sharing.invite(requireSessionUser(request).id),
  );

  app.post(
    '/join',
    {
      schema: {
        tags,
        security,
        summary: 'Join the list an invite code is for; answers the now shared list',
        body: JoinBodySchema,
        response: {
          200: ItemListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          410: ErrorBodySchema,
        },
      },
    },
    async (request) => sharing.join(requireSessionUser(request).id, request.body.code),
  );

  app.delete(
    '/current/members/:username',
    {
      schema: {
        tags,
        security,
        summary: 'The owner removes a member, or a member leaves (and starts their own, empty list)',
        params: MemberParamsSchema,
        response: {
          200: ItemListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => sharing.removeMember(requireSessionUser(request).id, request.params.username),
  );

  app.get(
    '/current/events',
    {
      schema: {
        tags,
        security,
        summary:
          'text/event-stream: an event `list` with `{ version }` at once, then after each change of the caller’s list',
        response: { 200: z.string().describe('text/event-stream'), 401: ErrorBodySchema },
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
      const unsubscribe = await listEvents.subscribe(user.id, (version) => send(version));
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
