import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ErrorBodySchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import {
  ListItemParamsSchema,
  ListParamsSchema,
  ListRecipeParamsSchema,
  type ListRef,
} from '#domain/household-lists.ts';
import {
  AddListRecipesBodySchema,
  CheckedBodySchema,
  ItemListSchema,
  ListServingsBodySchema,
  TypedItemBodySchema,
} from '#domain/shopping-list.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import { lineReadingOf } from '../languages/index.ts';
import { writeContext } from '../idempotency/index.ts';
import type { ListService } from './list-service.ts';

const tags = ['shopping lists'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const response = { 200: ItemListSchema, ...errors };
const idempotent = 'Accepts an Idempotency-Key header: a key seen in the last 24 hours answers as the first time.';

/** The write's caller, key and list (`{listId}` of the path). */
const listWrite = (request: FastifyRequest) => ({
  ...writeContext(request),
  list: (request.params as { listId: ListRef }).listId,
});

/**
 * The shopping list item by item, under /api/lists (API.md, "Shopping list, item by item"), per list
 * (docs/api/kitchen-loop.md, "Several lists"): `{listId}` is a list's id or `current`, the default.
 */
export const listRoutes: FastifyPluginAsyncZod<{ lists: ListService }> = async (app, opts) => {
  const { lists } = opts;

  app.get(
    '/:listId',
    {
      schema: {
        tags,
        security,
        summary: 'One of the household’s lists (`current`: the default), its open run started on first use',
        params: ListParamsSchema,
        response,
      },
    },
    async (request) => lists.current(requireSessionUser(request).id, request.params.listId),
  );

  app.post(
    '/:listId/recipes',
    {
      schema: {
        tags,
        security,
        summary: 'Add recipes (at most 200) with their servings; recipes already on the list stay as they are',
        description: idempotent,
        params: ListParamsSchema,
        body: AddListRecipesBodySchema,
        response,
      },
    },
    async (request) => lists.addRecipes(listWrite(request), request.body),
  );

  app.patch(
    '/:listId/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary: "Set a recipe's servings on the list; its amounts are scaled",
        description: idempotent,
        params: ListRecipeParamsSchema,
        body: ListServingsBodySchema,
        response,
      },
    },
    async (request) => lists.setServings(listWrite(request), request.params.id, request.body.servings),
  );

  app.delete(
    '/:listId/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Take a recipe and its amounts off the list',
        description: idempotent,
        params: ListRecipeParamsSchema,
        response,
      },
    },
    async (request) => lists.removeRecipe(listWrite(request), request.params.id),
  );

  app.post(
    '/:listId/items',
    {
      schema: {
        tags,
        security,
        summary: 'Add a typed line ("2 lb chicken thighs", "paper towels"), parsed and merged like a recipe line',
        description: idempotent,
        params: ListParamsSchema,
        body: TypedItemBodySchema,
        response,
      },
    },
    async (request) => lists.addItem(listWrite(request), request.body.text, lineReadingOf(request)),
  );

  app.patch(
    '/:listId/items/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Tick or untick an item',
        description: idempotent,
        params: ListItemParamsSchema,
        body: CheckedBodySchema,
        response,
      },
    },
    async (request) => lists.setChecked(listWrite(request), request.params.itemId, request.body.checked),
  );

  app.delete(
    '/:listId/items/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Take an item off the list',
        description: idempotent,
        params: ListItemParamsSchema,
        response,
      },
    },
    async (request) => lists.deleteItem(listWrite(request), request.params.itemId),
  );

  app.post(
    '/:listId/complete',
    {
      schema: {
        tags,
        security,
        summary: 'Complete the open list, keeping it as it is now; 409 when empty. A new open list starts',
        description: idempotent,
        params: ListParamsSchema,
        response,
      },
    },
    async (request) => lists.complete(listWrite(request)),
  );

  app.get(
    '/:listId/history',
    {
      schema: {
        tags,
        security,
        summary: 'Completed runs of one list, newest first, each as it was when completed; 25 a page',
        params: ListParamsSchema,
        querystring: PageQuerySchema,
        response: {
          200: pagedSchema(ItemListSchema),
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request) => lists.history(requireSessionUser(request).id, request.query.page, request.params.listId),
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        security,
        summary:
          'Completed lists of every list of the household, newest first, each as it was when completed; 25 a page',
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(ItemListSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => lists.history(requireSessionUser(request).id, request.query.page),
  );
};
