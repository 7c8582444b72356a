import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { RetailerListSchema } from '#domain/retailer.ts';
import { ConvertShoppingListInputSchema, convertShoppingList } from '#domain/retailer-conversion.ts';

/** POST /api/amazon/convertshoppinglist: recipes → the retailer's ingredient list (pure, no database). */
export const retailerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/convertshoppinglist',
    {
      schema: {
        tags: ['retailer'],
        summary: "Convert recipes' ingredient lines to the retailer's ingredient list",
        security: [{ bearer: [] }],
        body: ConvertShoppingListInputSchema,
        response: { 200: RetailerListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => convertShoppingList(request.body.recipes),
  );
};
