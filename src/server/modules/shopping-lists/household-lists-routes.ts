import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import {
  ListChangeBodySchema,
  ListItemParamsSchema,
  ListParamsSchema,
  ListsQuerySchema,
  MoveItemBodySchema,
  NewListBodySchema,
} from '#domain/household-lists.ts';
import { ItemListSchema, ListSummaryPageSchema, MoveItemAnswerSchema } from '#domain/shopping-list.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { HouseholdListService } from './household-lists-service.ts';
import { writeContext } from '../idempotency/index.ts';
import type { ListService } from './list-service.ts';

const tags = ['shopping lists'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
const idempotent = 'Accepts an Idempotency-Key header: a key seen in the last 24 hours answers as the first time.';

/** The household's several lists, under /api/lists (docs/api/kitchen-loop.md, "Several lists"). */
export const householdListRoutes: FastifyPluginAsyncZod<{
  householdLists: HouseholdListService;
  lists: ListService;
}> = async (app, { householdLists, lists }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The household’s lists, the default first, then by name; `store` gives the one bound to that store',
        querystring: ListsQuerySchema,
        response: { 200: ListSummaryPageSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => householdLists.summaries(requireSessionUser(request).id, request.query.store),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'A new list, optionally bound to a store; 409 for a name or store the household has, or a 21st list',
        description: idempotent,
        body: NewListBodySchema,
        response: { 201: ItemListSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await householdLists.create(writeContext(request), request.body)),
  );

  app.patch(
    '/:listId',
    {
      schema: {
        tags,
        security,
        summary: 'Rename a list, bind it to a store (null unbinds) or make it the default',
        description: idempotent,
        params: ListParamsSchema,
        body: ListChangeBodySchema,
        response: { 200: ItemListSchema, ...errors },
      },
    },
    async (request) => householdLists.update(writeContext(request), request.params.listId, request.body),
  );

  app.delete(
    '/:listId',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a list with its items and history; 409 for the default list',
        description: idempotent,
        params: ListParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await householdLists.remove(writeContext(request), request.params.listId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:listId/items/:itemId/move',
    {
      schema: {
        tags,
        security,
        summary: 'Move an item to another list of the household; one version step on each',
        description: idempotent,
        params: ListItemParamsSchema,
        body: MoveItemBodySchema,
        response: { 200: MoveItemAnswerSchema, ...errors },
      },
    },
    async (request) =>
      lists.move(
        { ...writeContext(request), list: request.params.listId },
        request.params.itemId,
        request.body.toListId,
      ),
  );
};
