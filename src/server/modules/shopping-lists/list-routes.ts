import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamsSchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import {
  AddListRecipesBodySchema,
  CheckedBodySchema,
  ItemIdParamsSchema,
  ItemListSchema,
  ListServingsBodySchema,
  TypedItemBodySchema,
} from '#domain/shopping-list.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import { lineReadingOf } from '../languages/index.ts';
import { writeContext } from './idempotency-key.ts';
import type { ListService } from './list-service.ts';

const tags = ['shopping lists'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const response = { 200: ItemListSchema, ...errors };
const idempotent = 'Accepts an Idempotency-Key header: a key seen in the last 24 hours answers as the first time.';

/** The shopping list item by item, under /api/lists (API.md, "Shopping list, item by item"). */
export const listRoutes: FastifyPluginAsyncZod<{ lists: ListService }> = async (app, opts) => {
  const { lists } = opts;

  app.get(
    '/current',
    { schema: { tags, security, summary: 'The open list, created on first use', response } },
    async (request) => lists.current(requireSessionUser(request).id),
  );

  app.post(
    '/current/recipes',
    {
      schema: {
        tags,
        security,
        summary: 'Add recipes (at most 200) with their servings; recipes already on the list stay as they are',
        description: idempotent,
        body: AddListRecipesBodySchema,
        response,
      },
    },
    async (request) => lists.addRecipes(writeContext(request), request.body),
  );

  app.patch(
    '/current/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary: "Set a recipe's servings on the list; its amounts are scaled",
        description: idempotent,
        params: IdParamsSchema,
        body: ListServingsBodySchema,
        response,
      },
    },
    async (request) => lists.setServings(writeContext(request), request.params.id, request.body.servings),
  );

  app.delete(
    '/current/recipes/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Take a recipe and its amounts off the list',
        description: idempotent,
        params: IdParamsSchema,
        response,
      },
    },
    async (request) => lists.removeRecipe(writeContext(request), request.params.id),
  );

  app.post(
    '/current/items',
    {
      schema: {
        tags,
        security,
        summary: 'Add a typed line ("2 lb chicken thighs", "paper towels"), parsed and merged like a recipe line',
        description: idempotent,
        body: TypedItemBodySchema,
        response,
      },
    },
    async (request) => lists.addItem(writeContext(request), request.body.text, lineReadingOf(request)),
  );

  app.patch(
    '/current/items/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Tick or untick an item',
        description: idempotent,
        params: ItemIdParamsSchema,
        body: CheckedBodySchema,
        response,
      },
    },
    async (request) => lists.setChecked(writeContext(request), request.params.itemId, request.body.checked),
  );

  app.delete(
    '/current/items/:itemId',
    {
      schema: {
        tags,
        security,
        summary: 'Take an item off the list',
        description: idempotent,
        params: ItemIdParamsSchema,
        response,
      },
    },
    async (request) => lists.deleteItem(writeContext(request), request.params.itemId),
  );

  app.post(
    '/current/complete',
    {
      schema: {
        tags,
        security,
        summary: 'Complete the open list, keeping it as it is now; 409 when empty. A new open list starts',
        description: idempotent,
        response,
      },
    },
    async (request) => lists.complete(writeContext(request)),
  );

  app.get(
    '/history',
    {
      schema: {
        tags,
        security,
        summary: 'Completed lists, newest first, each as it was when completed; 25 a page',
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(ItemListSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => lists.history(requireSessionUser(request).id, request.query.page),
  );
};
