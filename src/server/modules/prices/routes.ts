import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, pagedSchema } from '#domain/common.ts';
import { RecipeCostSchema } from '#domain/cost.ts';
import { CreatePriceInputSchema, PatchPriceInputSchema, PriceSchema, PricesQuerySchema } from '#domain/price.ts';
import { IngredientsQuerySchema } from '#domain/sub-recipe-api.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { CostService } from './cost-service.ts';
import type { PriceService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['prices'];
const security = [{ bearer: [] }];

/** /api/prices: the caller's household's prices (docs/api/know.md, "Cost"). */
export const priceRoutes: FastifyPluginAsyncZod<{ prices: PriceService }> = async (app, { prices }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The household's prices, newest date first, 25 a page; one food's with foodId",
        querystring: PricesQuerySchema,
        response: { 200: pagedSchema(PriceSchema), ...errors(400, 401) },
      },
    },
    (request) => prices.list(requireSessionUser(request).id, request.query.page, request.query.foodId),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the household's prices; another household's is 404",
        params: IdParamsSchema,
        response: { 200: PriceSchema, ...errors(400, 401, 404) },
      },
    },
    (request) => prices.get(requireSessionUser(request).id, request.params.id),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a price of a pack of a food (date defaults to today, UTC); 404 for an unknown food',
        body: CreatePriceInputSchema,
        response: { 201: PriceSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await prices.create(requireSessionUser(request).id, request.body)),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes any field of a price',
        params: IdParamsSchema,
        body: PatchPriceInputSchema,
        response: { 200: PriceSchema, ...errors(400, 401, 404) },
      },
    },
    (request) => prices.update(requireSessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a price',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await prices.remove(requireSessionUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};

/** GET /api/recipes/{id}/cost: a recipe's cost from the household's prices. */
export const recipeCostRoutes: FastifyPluginAsyncZod<{ costs: CostService }> = async (app, { costs }) => {
  app.get(
    '/:id/cost',
    {
      schema: {
        tags: ['prices', 'recipes'],
        security,
        summary: "The recipe's cost and cost per serving from the household's prices, exact to the cent",
        params: IdParamsSchema,
        querystring: IngredientsQuerySchema,
        response: { 200: RecipeCostSchema, ...errors(400, 401, 404) },
      },
    },
    (request) => costs.recipe(requireSessionUser(request).id, request.params.id, request.query.servings),
  );
};
