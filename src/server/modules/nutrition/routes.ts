import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema } from '#domain/common.ts';
import { NutritionQuerySchema, NutritionSchema, PutNutritionInputSchema } from '#domain/nutrition.ts';
import { trustedSerializerCompiler } from '../../lib/trusted-serializer.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { NutritionService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['recipes', 'nutrition'];
const security = [{ bearer: [] }];

/** /api/recipes/{id}/nutrition (docs/api/know.md, "Nutrition"): per serving, from USDA SR24, or an admin's. */
export const nutritionRoutes: FastifyPluginAsyncZod<{ nutrition: NutritionService }> = async (app, { nutrition }) => {
  app.get(
    '/:id/nutrition',
    {
      schema: {
        tags,
        security,
        summary:
          'Nutrients per serving and in total at some servings, with each expanded line and why it is not counted',
        params: IdParamsSchema,
        querystring: NutritionQuerySchema,
        response: { 200: NutritionSchema, ...errors(400, 401, 404) },
      },
      // The answer is built field by field (domain/nutrition.ts); tests check it against the schema.
      serializerCompiler: trustedSerializerCompiler(app.deps.config.verifyReplies),
    },
    (request) => {
      const user = requireSessionUser(request);
      return nutrition.get(request.params.id, request.query.servings, user.versions?.catalogue);
    },
  );

  app.put(
    '/:id/nutrition',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Overrides the nutrients of one serving (admin) until deleted',
        params: IdParamsSchema,
        body: PutNutritionInputSchema,
        response: { 200: NutritionSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) =>
      nutrition.override(request.params.id, request.body.perServing, requireSessionUser(request).versions?.catalogue),
  );

  app.delete(
    '/:id/nutrition',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Removes the override (admin): the computed nutrients again',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await nutrition.removeOverride(request.params.id);
      return reply.status(204).send(null);
    },
  );
};
