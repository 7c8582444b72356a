import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import { CreatedShareSchema, CreateShareInputSchema, ShareSchema } from '#domain/share.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { ShareService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['shares'];
const security = [{ bearer: [] }];

/** /api/shares: a user's share links (docs/api/doors.md, "Share links"). */
export const shareRoutes: FastifyPluginAsyncZod<{
  shares: ShareService;
  originOf: (request: FastifyRequest) => string;
}> = async (app, { shares, originOf }) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Makes a share link to an active recipe or one of your collections; the token is shown only here',
        body: CreateShareInputSchema,
        response: { 201: CreatedShareSchema, ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await shares.create(requireSessionUser(request).id, request.body, originOf(request))),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The caller's live links, newest first (no tokens)",
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(ShareSchema), ...errors(400, 401) },
      },
    },
    (request) => shares.list(requireSessionUser(request).id, request.query.page),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revokes a link (its creator or an admin); its page answers 404 from then on',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await shares.remove(requireSessionUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
