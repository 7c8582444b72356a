import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import {
  FullRecipeListSchema,
  PreferenceActionSchema,
  RecipeIdsSchema,
  RecipeSummaryListSchema,
} from '#domain/shopping-list.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { PreferenceKind, PreferenceService } from './service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Likes and dislikes of the signed-in user, under /api/user/me. */
export const preferenceRoutes: FastifyPluginAsyncZod<{ preferences: PreferenceService }> = async (app, opts) => {
  const service = opts.preferences;

  const update = (path: string, kind: PreferenceKind, summary: string) =>
    app.put(
      path,
      {
        schema: {
          tags: ['preferences'],
          summary,
          security: [{ bearer: [] }],
          body: PreferenceActionSchema,
          response: { 200: RecipeSummaryListSchema, ...errors },
        },
      },
      async (request) => service.update(requireSessionUser(request).id, kind, request.body),
    );

  const list = (path: string, kind: PreferenceKind, summary: string) =>
    app.get(
      path,
      {
        schema: {
          tags: ['preferences'],
          summary,
          security: [{ bearer: [] }],
          response: { 200: FullRecipeListSchema, 401: ErrorBodySchema },
        },
      },
      async (request) => service.list(requireSessionUser(request).id, kind),
    );

  update('/updateFavorites', 'like', 'Add or remove a like; answers the liked recipes, newest first');
  update('/updatedislikes', 'dislike', 'Add or remove a dislike; answers the disliked recipes, newest first');
  list('/favoritedrecipes', 'like', 'Liked recipes, newest first (at most 500)');
  list('/dislikedrecipes', 'dislike', 'Disliked recipes, newest first (at most 500)');

  // What the recipe list needs to hide disliked cards at once: ids, not full recipes (docs/decisions/performance.md, "Disliked ids").
  app.get(
    '/dislikedIds',
    {
      schema: {
        tags: ['preferences'],
        summary: 'Ids of the disliked recipes, newest first (at most 5,000)',
        security: [{ bearer: [] }],
        response: { 200: RecipeIdsSchema, 401: ErrorBodySchema },
      },
    },
    async (request) => service.ids(requireSessionUser(request).id, 'dislike'),
  );
};
