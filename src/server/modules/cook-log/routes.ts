import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema, PageQuerySchema, pagedSchema } from '#domain/common.ts';
import {
  COOK_PHOTO_TYPES,
  CookedAnswerSchema,
  CookedInputSchema,
  CookEntrySchema,
  CookLogLimits,
  PatchCookEntryInputSchema,
  RatingAnswerSchema,
  RatingInputSchema,
} from '#domain/cook-log.ts';
import { AppError } from '../../lib/errors.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import { writeContext } from '../idempotency/index.ts';
import type { PhotoType } from './photo.ts';
import type { CookLogService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['cook log'];
const security = [{ bearer: [] }];
const idempotent = 'Accepts an Idempotency-Key header: a key seen in the last 24 hours answers as the first time.';

const photoType = (header: string | undefined): PhotoType | undefined => {
  const type = header?.split(';')[0]?.trim().toLowerCase();
  return (COOK_PHOTO_TYPES as readonly string[]).includes(type ?? '') ? (type as PhotoType) : undefined;
};

/** "Cooked it" under /api (docs/api/kitchen-loop.md): the cook log, its photos and recipe ratings. */
export const cookLogRoutes: FastifyPluginAsyncZod<{ cookLog: CookLogService }> = async (app, { cookLog }) => {
  // Photos come as raw bytes; the limit applies before anything is read or decoded.
  app.addContentTypeParser(
    [...COOK_PHOTO_TYPES],
    { parseAs: 'buffer', bodyLimit: CookLogLimits.maxPhotoBytes },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/recipes/:id/cooked',
    {
      schema: {
        tags,
        security,
        summary: "Logs a cook of the recipe and, unless deduct is false, takes its lines from the household's pantry",
        description: idempotent,
        params: IdParamsSchema,
        body: CookedInputSchema,
        response: { 201: CookedAnswerSchema, ...errors(400, 401, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await cookLog.cook(writeContext(request), request.params.id, request.body)),
  );

  app.get(
    '/recipes/:id/cooklog',
    {
      schema: {
        tags,
        security,
        summary: "The household's entries of the recipe, newest date first, 25 a page",
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(CookEntrySchema), ...errors(400, 401, 404) },
      },
    },
    (request) => cookLog.recipeLog(requireSessionUser(request).id, request.params.id, request.query.page),
  );

  app.put(
    '/recipes/:id/rating',
    {
      schema: {
        tags,
        security,
        summary: "Sets (or with null removes) the caller's rating of the recipe",
        description: idempotent,
        params: IdParamsSchema,
        body: RatingInputSchema,
        response: { 200: RatingAnswerSchema, ...errors(400, 401, 404) },
      },
    },
    (request) => cookLog.rate(writeContext(request), request.params.id, request.body.rating),
  );

  app.get(
    '/user/me/cooklog',
    {
      schema: {
        tags,
        security,
        summary: "The caller's own entries, newest date first, 25 a page",
        querystring: PageQuerySchema,
        response: { 200: pagedSchema(CookEntrySchema), ...errors(400, 401) },
      },
    },
    (request) => cookLog.myLog(requireSessionUser(request).id, request.query.page),
  );

  app.patch(
    '/cooklog/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes an entry; only its cook may (403 for another member)',
        description: idempotent,
        params: IdParamsSchema,
        body: PatchCookEntryInputSchema,
        response: { 200: CookEntrySchema, ...errors(400, 401, 403, 404) },
      },
    },
    (request) => cookLog.update(writeContext(request), request.params.id, request.body),
  );

  app.delete(
    '/cooklog/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Deletes an entry; only its cook may. The pantry is not given back',
        description: idempotent,
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await cookLog.remove(writeContext(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/cooklog/:id/photo',
    {
      bodyLimit: CookLogLimits.maxPhotoBytes,
      schema: {
        tags,
        security,
        summary: "Sets the entry's photo: a JPEG, PNG or WebP body of at most 5 MiB, kept without its metadata",
        description: idempotent,
        params: IdParamsSchema,
        response: { 200: CookEntrySchema, ...errors(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const type = photoType(request.headers['content-type']);
      if (!type || !Buffer.isBuffer(request.body))
        throw new AppError(
          415,
          'UNSUPPORTED_MEDIA_TYPE',
          'A photo must be sent as image/jpeg, image/png or image/webp',
        );
      return cookLog.setPhoto(writeContext(request), request.params.id, request.body, type);
    },
  );
};
