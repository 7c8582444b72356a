import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { orderLines } from '#domain/list-items.ts';
import { RetailerListSchema } from '#domain/retailer.ts';
import { ConvertShoppingListInputSchema, convertShoppingList } from '#domain/retailer-conversion.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { ListService } from '../shopping-lists/index.ts';

/**
 * POST /api/amazon/convertshoppinglist: recipes → the retailer's ingredient list; `{ listId }` converts
 * that shopping list's unticked items.
 */
export const retailerRoutes: FastifyPluginAsyncZod<{ lists: ListService }> = async (app, opts) => {
  app.post(
    '/convertshoppinglist',
    {
      schema: {
        tags: ['retailer'],
        summary: "Convert recipes' ingredient lines, or a shopping list's unticked items, to the retailer's list",
        security: [{ bearer: [] }],
        body: ConvertShoppingListInputSchema,
        response: { 200: RetailerListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { listId, recipes } = request.body;
      if (listId === undefined) return convertShoppingList(recipes ?? []);
      const items = await opts.lists.itemsOf(requireSessionUser(request).id, listId);
      return convertShoppingList([{ lineItems: orderLines(items) }]);
    },
  );
};
