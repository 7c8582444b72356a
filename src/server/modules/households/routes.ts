import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { InviteSchema, JoinBodySchema, MemberParamsSchema } from '#domain/list-sharing.ts';
import { ItemListSchema, type ItemList } from '#domain/shopping-list.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { SharingService } from './sharing-service.ts';

const tags = ['shopping lists'];
const security = [{ bearer: [] }];

/** Sharing a list, under /api/lists (API.md, "Live list and sharing"). */
export const householdRoutes: FastifyPluginAsyncZod<{ sharing: SharingService<ItemList> }> = async (app, opts) => {
  const { sharing } = opts;

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
};
