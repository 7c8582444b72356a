import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema } from '#domain/common.ts';
import {
  CalendarAddressSchema,
  EntryChangeSchema,
  FillResultSchema,
  FillSchema,
  NewEntrySchema,
  PlanEntrySchema,
  PlanQuerySchema,
  PlanWeekSchema,
  RangeSchema,
  ToListResultSchema,
} from '#domain/meal-plan.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import { writeContext } from '../idempotency/index.ts';
import { etagOf, matchesTag } from './etag.ts';
import type { MealPlanService } from './service.ts';

const tags = ['meal plan'];
const security = [{ bearer: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const FEED_FILE = /^([A-Za-z0-9_-]{20,100})\.ics$/;

export type OriginOf = (request: FastifyRequest) => string;

/** /api/plan: the household's meal plan, its fill, its way to the list and its calendar feed. */
export const mealPlanRoutes: FastifyPluginAsyncZod<{ mealPlan: MealPlanService; originOf: OriginOf }> = async (
  app,
  { mealPlan, originOf },
) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        security,
        summary: 'The plan of `days` dates from `from`, by date, meal, then the order of adding',
        querystring: PlanQuerySchema,
        response: { 200: PlanWeekSchema, ...errors },
      },
    },
    (request) => mealPlan.week(requireSessionUser(request).id, request.query),
  );

  app.post(
    '/entries',
    {
      schema: {
        tags,
        security,
        summary: 'Plans a recipe (with servings) or a note on a date and meal',
        body: NewEntrySchema,
        response: { 201: PlanEntrySchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await mealPlan.add(requireSessionUser(request).id, request.body)),
  );

  app.patch(
    '/entries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Changes or moves an entry (date, meal, servings or note)',
        params: IdParamsSchema,
        body: EntryChangeSchema,
        response: { 200: PlanEntrySchema, ...errors },
      },
    },
    (request) => mealPlan.change(requireSessionUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/entries/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Removes an entry',
        params: IdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await mealPlan.remove(requireSessionUser(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/fill',
    {
      schema: {
        tags,
        security,
        summary: "Fills the empty slots of a range with chef's choice picks, no recipe twice",
        body: FillSchema,
        response: { 200: FillResultSchema, ...errors },
      },
    },
    (request) => mealPlan.fill(requireSessionUser(request).id, request.body),
  );

  app.post(
    '/to-list',
    {
      schema: {
        tags,
        security,
        summary: 'Adds every recipe of the range to the open list in one change; inactive ones are skipped',
        body: RangeSchema,
        response: { 200: ToListResultSchema, ...errors, 409: ErrorBodySchema },
      },
    },
    (request) => mealPlan.toList(writeContext(request), request.body),
  );

  app.get(
    '/calendar',
    {
      schema: {
        tags,
        security,
        summary: "The address of the caller's calendar feed",
        response: { 200: CalendarAddressSchema, 401: ErrorBodySchema },
      },
    },
    (request) => mealPlan.calendarUrl(requireSessionUser(request).id, originOf(request)),
  );

  app.post(
    '/calendar/reset',
    {
      schema: {
        tags,
        security,
        summary: 'A new calendar address; the old one answers 404 from then on',
        response: { 200: CalendarAddressSchema, 401: ErrorBodySchema },
      },
    },
    (request) => mealPlan.resetCalendar(requireSessionUser(request).id, originOf(request)),
  );

  app.get(
    '/calendar/:file',
    {
      // Calendar apps send no Authorization header: the secret address is the key.
      config: { public: true },
      schema: {
        tags,
        summary: 'The calendar feed (RFC 5545, text/calendar), `{token}.ics`; 304 to its ETag',
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const token = FEED_FILE.exec(request.params.file)?.[1];
      const body = token === undefined ? undefined : await mealPlan.feed(token, originOf(request));
      if (body === undefined) throw notFound('Unknown calendar address');
      const tag = etagOf(body);
      reply.header('etag', tag).header('cache-control', 'no-cache');
      if (matchesTag(request.headers['if-none-match'], tag)) return reply.status(304).send();
      return reply.type('text/calendar; charset=utf-8').send(body);
    },
  );
};
