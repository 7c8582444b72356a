import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, pagedSchema } from '#domain/common.ts';
import {
  CreatePantryItemInputSchema,
  CreatePantryLocationInputSchema,
  PantryItemSchema,
  PantryLocationSchema,
  PantryQuerySchema,
  PatchPantryItemInputSchema,
} from '#domain/pantry.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import { writeContext } from '../idempotency/index.ts';
import type { PantryService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const idempotent = 'Accepts an Idempotency-Key header: a key seen in the last 24 hours answers as the first time.';
const tags = ['pantry'];
const security = [{ bearer: [] }];

/** /api/pantry: the caller's household's pantry and its locations (docs/api/kitchen-loop.md, "Pantry"). */
export const pantryRoutes: FastifyPluginAsyncZod<{ pantry: PantryService }> = async (app, { pantry }) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: "The household's pantry, 25 a page, by name or soonest best-before first (none last)",
        querystring: PantryQuerySchema,
        response: { 200: pagedSchema(PantryItemSchema), ...errors(400, 401) },
      },
    },
    (request) => pantry.list(requireSessionUser(request).id, request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'Adds an item (name and amount, or a line of text); 200 with the item it merged into',
        description: idempotent,
        body: CreatePantryItemInputSchema,
        response: { 200: PantryItemSchema, 201: PantryItemSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const { item, merged } = await pantry.create(writeContext(request), request.body);
      return reply.status(merged ? 200 : 201).send(item);
    },
  );

  app.get(
    '/locations',
    {
      schema: {
        tags,
        security,
        summary: "The household's locations with their item counts; fridge, freezer and cupboard are built in",
        response: { 200: pagedSchema(PantryLocationSchema), ...errors(401) },
      },
    },
    (request) => pantry.locations(requireSessionUser(request).id),
  );

  app.post(
    '/locations',
    {
      schema: {
        tags,
        security,
        summary: 'Adds a location; 409 for a name the household has (any case)',
        description: idempotent,
        body: CreatePantryLocationInputSchema,
        response: { 201: PantryLocationSchema, ...errors(400, 401, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await pantry.addLocation(writeContext(request), request.body.name)),
  );

  app.delete(
    '/locations/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an empty location of the household; 409 while it holds items or for a built-in',
        description: idempotent,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404, 409) },
      },
    },
    async (request, reply) => {
      await pantry.removeLocation(writeContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes any field of an item (no merging)',
        description: idempotent,
        params: IdParamsSchema,
        body: PatchPantryItemInputSchema,
        response: { 200: PantryItemSchema, ...errors(400, 401, 404) },
      },
    },
    (request) => pantry.update(writeContext(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an item',
        description: idempotent,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 404) },
      },
    },
    async (request, reply) => {
      await pantry.remove(writeContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
