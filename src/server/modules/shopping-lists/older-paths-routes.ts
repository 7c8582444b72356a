import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, pagedSchema } from '#domain/common.ts';
import { AllListsQuerySchema, IdBodySchema, ListHistoryItemSchema, ShoppingListSchema } from '#domain/shopping-list.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { OlderListPaths } from './older-paths.ts';

const tags = ['shopping lists'];
const security = [{ bearer: [] }];

/** The spec's older list paths, under /api/user/me: the same list as /api/lists, in the older shapes. */
export const olderListRoutes: FastifyPluginAsyncZod<{ olderLists: OlderListPaths }> = async (app, opts) => {
  const service = opts.olderLists;

  app.get(
    '/currentList',
    {
      schema: {
        tags,
        security,
        summary: 'The open shopping list, created on first use',
        response: { 200: ShoppingListSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.current(requireSessionUser(request).id),
  );

  app.get(
    '/allLists',
    {
      schema: {
        tags,
        security,
        summary: 'Shopping lists, the open one first, then completed ones newest first; 25 a page',
        querystring: AllListsQuerySchema,
        response: { 200: pagedSchema(ListHistoryItemSchema), 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.page(requireSessionUser(request).id, request.query),
  );

  app.put(
    '/addRecipe',
    {
      schema: {
        tags,
        security,
        summary: 'Add a recipe to the open list',
        body: IdBodySchema,
        response: {
          200: ShoppingListSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => service.addRecipe(requireSessionUser(request).id, request.body.id),
  );

  app.put(
    '/removeRecipe',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a recipe from the open list; removing one that is not there changes nothing',
        body: IdBodySchema,
        response: { 200: ShoppingListSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.removeRecipe(requireSessionUser(request).id, request.body.id),
  );

  app.put(
    '/setCompleted',
    {
      schema: {
        tags,
        security,
        summary: 'Complete the open list; the next currentList call starts a new one',
        body: IdBodySchema,
        response: {
          200: ListHistoryItemSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
        },
      },
    },
    async (request) => service.complete(requireSessionUser(request).id, request.body.id),
  );
};
