import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { ListItemParamsSchema, ToPantryBodySchema } from '#domain/household-lists.ts';
import { PantryItemSchema } from '#domain/pantry.ts';
import { ItemListSchema } from '#domain/shopping-list.ts';
import { writeContext } from '../idempotency/index.ts';
import type { ListService } from './list-service.ts';

const ToPantryAnswerSchema = z.object({ list: ItemListSchema, pantry: z.array(PantryItemSchema) });

/** A ticked item into the pantry, under /api/lists (docs/api/kitchen-loop.md, "Ticked items to the pantry"). */
export const toPantryRoutes: FastifyPluginAsyncZod<{ lists: ListService }> = async (app, opts) => {
  const { lists } = opts;

  app.post(
    '/:listId/items/:itemId/to-pantry',
    {
      schema: {
        tags: ['shopping lists'],
        security: [{ bearer: [] }],
        summary:
          'Put an item’s amounts into the pantry (merged like a pantry add) and tick it; 409 when it is there already',
        description: 'Accepts an Idempotency-Key header: a key seen in the last 24 hours answers as the first time.',
        params: ListItemParamsSchema,
        body: ToPantryBodySchema,
        response: {
          200: ToPantryAnswerSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) =>
      lists.toPantry({ ...writeContext(request), list: request.params.listId }, request.params.itemId, request.body),
  );
};
