import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamsSchema, pagedSchema } from '#domain/common.ts';
import { FoodSchema, FoodsQuerySchema } from '#domain/food.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { FoodService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['foods'];
const security = [{ bearer: [] }];

/** /api/foods: the USDA SR24 food table shipped with the app (docs/api/know.md, "Nutrition"). */
export const foodRoutes: FastifyPluginAsyncZod<{ foods: FoodService }> = async (app, { foods }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary:
          'Searches the foods by words of their name (q) or SR number (ndb), 25 a page; all 8,858 without either',
        querystring: FoodsQuerySchema,
        response: { 200: pagedSchema(FoodSchema), ...errors(400, 401) },
      },
    },
    (request) => {
      requireSessionUser(request);
      return foods.list(request.query);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One food: its nutrients per 100 g and household measures',
        params: IdParamsSchema,
        response: { 200: FoodSchema, ...errors(400, 401, 404) },
      },
    },
    (request) => {
      requireSessionUser(request);
      return foods.get(request.params.id);
    },
  );
};
