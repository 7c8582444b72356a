import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import {
  CreateSuggestionInputSchema,
  ReviewSuggestionInputSchema,
  SuggestionListQuerySchema,
  SuggestionSchema,
} from '#domain/suggestion.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { SuggestionService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['suggestions'];
const security = [{ bearer: [] }];

/** /api/userSuggestions: users suggest recipe links; admins review and delete them. */
export const suggestionRoutes: FastifyPluginAsyncZod<{ suggestions: SuggestionService }> = async (
  app,
  { suggestions },
) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Suggest a recipe by its link',
        body: CreateSuggestionInputSchema,
        response: { 201: SuggestionSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await suggestions.create(requireSessionUser(request).id, request.body.url)),
  );

  app.get(
    '/me',
    {
      schema: {
        tags,
        security,
        summary: "The caller's suggestions, newest first",
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(SuggestionSchema), ...errors(400, 401) },
      },
    },
    async (request) => suggestions.listMine(requireSessionUser(request).id, request.query.page),
  );

  app.get(
    '/',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'All suggestions, newest first, optionally of one status (admin)',
        querystring: SuggestionListQuerySchema,
        response: { 200: pagedSchema(SuggestionSchema), ...errors(400, 401, 403) },
      },
    },
    async (request) => suggestions.listAll(request.query.page, request.query.status),
  );

  app.get(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'One suggestion (admin)',
        params: IdParamsSchema,
        response: { 200: SuggestionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => suggestions.get(request.params.id),
  );

  app.put(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Review a suggestion: set its status and response (admin)',
        params: IdParamsSchema,
        body: ReviewSuggestionInputSchema,
        response: { 200: SuggestionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => suggestions.review(request.params.id, request.body, requireSessionUser(request).id),
  );

  app.delete(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Delete a suggestion (admin)',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await suggestions.remove(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
