import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import {
  FoodMatchNameParamsSchema,
  FoodMatchSchema,
  FoodSchema,
  FoodsQuerySchema,
  PutFoodMatchInputSchema,
} from '#domain/food.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { FoodMatchService } from './food-match-service.ts';
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

/** /api/admin/food-matches: the admin's list of food matches, checked first when matching a line. */
export const foodMatchRoutes: FastifyPluginAsyncZod<{ matches: FoodMatchService }> = async (app, { matches }) => {
  app.addHook('onRequest', app.requireAdmin);
  const adminTags = ['foods', 'admin'];

  app.get(
    '/',
    {
      schema: {
        tags: adminTags,
        security,
        summary: 'The food matches, by name, 25 a page',
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(FoodMatchSchema), ...errors(400, 401, 403) },
      },
    },
    (request) => matches.list(request.query.page),
  );

  app.put(
    '/',
    {
      schema: {
        tags: adminTags,
        security,
        summary: 'Every line whose parsed food is this name (case-insensitive) now matches this food, in every recipe',
        body: PutFoodMatchInputSchema,
        response: { 200: FoodMatchSchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => matches.put(request.body.name, request.body.foodId),
  );

  app.delete(
    '/:name',
    {
      schema: {
        tags: adminTags,
        security,
        summary: 'Removes a food match; lines of that name are matched by the table again',
        params: FoodMatchNameParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await matches.remove(request.params.name);
      return reply.status(204).send(null);
    },
  );
};
