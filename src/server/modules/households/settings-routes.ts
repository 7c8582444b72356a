import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { HouseholdSettingsBodySchema, HouseholdSettingsSchema } from '#domain/household-lists.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { HouseholdService } from './service.ts';

const tags = ['household'];
const security = [{ bearer: [] }];

/** The household's settings, under /api/household (docs/api/kitchen-loop.md, "Ticked items to the pantry"). */
export const householdSettingsRoutes: FastifyPluginAsyncZod<{ households: HouseholdService }> = async (app, opts) => {
  const { households } = opts;

  app.get(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'The household’s settings: whether ticked list items go to the pantry',
        response: { 200: HouseholdSettingsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => households.settings(requireSessionUser(request).id),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags,
        security,
        summary: 'Change the household’s settings; any member may',
        body: HouseholdSettingsBodySchema,
        response: { 200: HouseholdSettingsSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => households.changeSettings(requireSessionUser(request).id, request.body),
  );
};
