import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import {
  CreatedEndpointSchema,
  CreateEndpointInputSchema,
  DeliveryParamsSchema,
  DeliverySchema,
  EndpointSchema,
  SecretSchema,
  UpdateEndpointInputSchema,
} from '#domain/webhook.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { Scope, WebhookService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const security = [{ bearer: [] }];

/**
 * /api/admin/webhooks (admins: every event) and /api/household/webhooks (any member: the household's list
 * and plan events), the same routes for both (docs/api/doors.md, "Webhooks").
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ webhooks: WebhookService; scope: Scope }> = async (
  app,
  { webhooks, scope },
) => {
  if (scope === 'admin') app.addHook('onRequest', app.requireAdmin);
  const tags = [scope === 'admin' ? 'admin webhooks' : 'household webhooks'];
  const auth = scope === 'admin' ? [401, 403] : [401];

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The webhook endpoints (no secrets)',
        response: { 200: pagedSchema(EndpointSchema), ...errors(...auth) },
      },
    },
    (request) => webhooks.list(requireSessionUser(request), scope),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One webhook endpoint',
        params: IdParamsSchema,
        response: { 200: EndpointSchema, ...errors(400, ...auth, 404) },
      },
    },
    (request) => webhooks.get(requireSessionUser(request), scope, request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Adds an endpoint; its secret (whsec_…) is shown only in this answer',
        body: CreateEndpointInputSchema,
        response: { 201: CreatedEndpointSchema, ...errors(400, ...auth, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await webhooks.create(requireSessionUser(request), scope, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes any of url, events, description and enabled',
        params: IdParamsSchema,
        body: UpdateEndpointInputSchema,
        response: { 200: EndpointSchema, ...errors(400, ...auth, 404) },
      },
    },
    (request) => webhooks.update(requireSessionUser(request), scope, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes an endpoint and its delivery log',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, ...auth, 404) },
      },
    },
    async (request, reply) => {
      await webhooks.remove(requireSessionUser(request), scope, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/rotate-secret',
    {
      schema: {
        tags,
        security,
        summary: 'A new secret; the old one keeps signing beside it for 24 hours',
        params: IdParamsSchema,
        response: { 200: SecretSchema, ...errors(400, ...auth, 404) },
      },
    },
    (request) => webhooks.rotateSecret(requireSessionUser(request), scope, request.params.id),
  );

  app.post(
    '/:id/test',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a webhook.test event to this endpoint only',
        params: IdParamsSchema,
        response: { 202: z.null(), ...errors(400, ...auth, 404) },
      },
    },
    async (request, reply) => {
      await webhooks.test(requireSessionUser(request), scope, request.params.id);
      return reply.status(202).send(null);
    },
  );

  app.get(
    '/:id/deliveries',
    {
      schema: {
        tags,
        security,
        summary: 'The delivery log, newest first, 25 a page',
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(DeliverySchema), ...errors(400, ...auth, 404) },
      },
    },
    (request) => webhooks.deliveries(requireSessionUser(request), scope, request.params.id, request.query.page),
  );

  app.post(
    '/:id/deliveries/:deliveryId/replay',
    {
      schema: {
        tags,
        security,
        summary: 'Sends a delivery again, with the same webhook-id',
        params: DeliveryParamsSchema,
        response: { 202: z.null(), ...errors(400, ...auth, 404) },
      },
    },
    async (request, reply) => {
      await webhooks.replay(requireSessionUser(request), scope, request.params.id, request.params.deliveryId);
      return reply.status(202).send(null);
    },
  );
};
