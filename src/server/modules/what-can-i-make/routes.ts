import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamsSchema } from '#domain/common.ts';
import { RecipePantryQuerySchema, RecipePantrySchema } from '#domain/what-can-i-make.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { WhatCanIMakeService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));

/** GET /api/recipes/{id}/pantry (docs/api/kitchen-loop.md, "What can I make"). */
export const whatCanIMakeRoutes: FastifyPluginAsyncZod<{ whatCanIMake: WhatCanIMakeService }> = async (
  app,
  { whatCanIMake },
) => {
  app.get(
    '/:id/pantry',
    {
      schema: {
        tags: ['recipes', 'pantry'],
        security: [{ bearer: [] }],
        summary: "A recipe's foods against the household's pantry: need, have and short per food at `servings`",
        params: IdParamsSchema,
        querystring: RecipePantryQuerySchema,
        response: { 200: RecipePantrySchema, ...errors(400, 401, 404) },
      },
    },
    (request) => whatCanIMake.recipePantry(requireSessionUser(request).id, request.params.id, request.query.servings),
  );
};
