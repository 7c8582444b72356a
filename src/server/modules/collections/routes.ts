import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamSchema, IdParamsSchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import {
  CollectionEntryInputSchema,
  CollectionRecipeSchema,
  CollectionRecipesQuerySchema,
  CollectionSchema,
  CreateCollectionInputSchema,
  SetEntriesInputSchema,
  UpdateCollectionInputSchema,
} from '#domain/collection.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { CollectionService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['collections'];
const security = [{ bearer: [] }];
const EntryParamsSchema = z.object({ id: IdParamSchema, recipeId: IdParamSchema });

/** /api/collections: each user's own collections (docs/api/doors.md, "Collections"). */
export const collectionRoutes: FastifyPluginAsyncZod<{ collections: CollectionService }> = async (
  app,
  { collections },
) => {
  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Creates a collection; with a filter, a smart one',
        body: CreateCollectionInputSchema,
        response: { 201: CollectionSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await collections.create(requireSessionUser(request).id, request.body)),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The caller's collections, by name",
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(CollectionSchema), ...errors(400, 401) },
      },
    },
    (request) => collections.list(requireSessionUser(request).id, request.query.page),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One of the caller’s collections',
        params: IdParamsSchema,
        response: { 200: CollectionSchema, ...errors(400, 401, 404) },
      },
    },
    (request) => collections.get(requireSessionUser(request).id, request.params.id),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Renames a collection, or changes its description or its filter',
        params: IdParamsSchema,
        body: UpdateCollectionInputSchema,
        response: { 200: CollectionSchema, ...errors(400, 401, 404, 409) },
      },
    },
    (request) => collections.update(requireSessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes a collection; its share links end',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await collections.remove(requireSessionUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/:id/entries',
    {
      schema: {
        tags,
        security,
        summary: 'Sets the whole order of a manual collection',
        params: IdParamsSchema,
        body: SetEntriesInputSchema,
        response: { 200: CollectionSchema, ...errors(400, 401, 404, 409) },
      },
    },
    (request) => collections.setEntries(requireSessionUser(request).id, request.params.id, request.body.entries),
  );

  app.post(
    '/:id/entries',
    {
      schema: {
        tags,
        security,
        summary: 'Appends a recipe to a manual collection',
        params: IdParamsSchema,
        body: CollectionEntryInputSchema,
        response: { 200: CollectionSchema, ...errors(400, 401, 404, 409) },
      },
    },
    (request) => collections.addEntry(requireSessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/:id/entries/:recipeId',
    {
      schema: {
        tags,
        security,
        summary: 'Removes a recipe from a manual collection',
        params: EntryParamsSchema,
        response: { 200: CollectionSchema, ...errors(400, 401, 404, 409) },
      },
    },
    (request) => collections.removeEntry(requireSessionUser(request).id, request.params.id, request.params.recipeId),
  );

  app.get(
    '/:id/recipes',
    {
      schema: {
        tags,
        security,
        summary: "A page of the collection's active recipes under a sort",
        params: IdParamsSchema,
        querystring: CollectionRecipesQuerySchema,
        response: { 200: pagedSchema(CollectionRecipeSchema), ...errors(400, 401, 404) },
      },
    },
    (request) => collections.recipes(requireSessionUser(request).id, request.params.id, request.query),
  );
};
