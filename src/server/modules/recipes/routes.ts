import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, IdParamsSchema, pagedSchema } from '#domain/common.ts';
import {
  ChefsChoiceInputSchema,
  ChefsChoiceResultSchema,
  FullRecipeSchema,
  RecipeListQuerySchema,
  RecipeListRowSchema,
  RecipeDetailSchema,
  RecipePayloadSchema,
} from '#domain/recipe.ts';
import { ExpandedIngredientsSchema, IngredientsQuerySchema } from '#domain/sub-recipe-api.ts';
import { trustedSerializerCompiler } from '../../lib/trusted-serializer.ts';
import { requireSessionUser } from '../../plugins/auth.ts';
import type { RecipeService } from './service.ts';
import { lineReadingOf } from '../languages/index.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };
const adminErrors = { ...errors, 403: ErrorBodySchema };
/** A save that would make a recipe include itself, or nest recipes too deep. */
const saveErrors = { ...adminErrors, 409: ErrorBodySchema };
const security = [{ bearer: [] }];

/** /api/recipes: browsing and chef's choice for users, adding and editing for admins. */
export const recipeRoutes: FastifyPluginAsyncZod<{ recipes: RecipeService }> = async (app, { recipes }) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['recipes'],
        summary: 'A page of recipes (25), filtered and sorted; only admins see inactive ones',
        security,
        querystring: RecipeListQuerySchema,
        response: { 200: pagedSchema(RecipeListRowSchema), ...errors },
      },
      // The busiest route: the service builds each row field by field (see service.ts#nameTags).
      serializerCompiler: trustedSerializerCompiler(app.deps.config.verifyReplies),
    },
    async (request, reply) => reply.sendKept(await recipes.list(request.query, requireSessionUser(request))),
  );

  // Before /:id, so that the literal path is never read as an id.
  app.get(
    '/of-the-day',
    {
      schema: {
        tags: ['recipes'],
        summary: 'The recipe of the day: one active recipe, the same for everyone on a UTC date',
        security,
        response: { 200: FullRecipeSchema, ...errors },
      },
    },
    () => recipes.ofTheDay(),
  );

  app.post(
    '/chefs-choice',
    {
      schema: {
        tags: ['recipes'],
        summary: "Chef's choice: random active matches until people × meals servings are reached",
        security,
        body: ChefsChoiceInputSchema,
        response: { 200: ChefsChoiceResultSchema, ...errors },
      },
    },
    (request) => recipes.chefsChoice(request.body, requireSessionUser(request)),
  );

  app.post(
    '/add-recipe',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['recipes'],
        summary: 'Adds a recipe (admin)',
        security,
        body: RecipePayloadSchema,
        response: { 201: FullRecipeSchema, ...saveErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recipes.add(request.body, lineReadingOf(request), requireSessionUser(request).id)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['recipes'],
        summary: "One full recipe, inactive ones too, with the household's cooking of it and the caller's rating",
        security,
        params: IdParamsSchema,
        response: { 200: RecipeDetailSchema, ...errors },
      },
    },
    async (request, reply) => reply.sendKept(await recipes.get(request.params.id, requireSessionUser(request))),
  );

  app.get(
    '/:id/ingredients',
    {
      schema: {
        tags: ['recipes'],
        summary: 'The recipe’s lines at some servings, every included recipe expanded where its line stands',
        security,
        params: IdParamsSchema,
        querystring: IngredientsQuerySchema,
        response: { 200: ExpandedIngredientsSchema, ...errors },
      },
    },
    (request) => recipes.ingredients(request.params.id, request.query.servings),
  );

  app.put(
    '/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['recipes'],
        summary: 'Replaces a recipe (admin); isActive is kept when not given',
        security,
        params: IdParamsSchema,
        body: RecipePayloadSchema,
        response: { 200: FullRecipeSchema, ...saveErrors },
      },
    },
    (request) => recipes.update(request.params.id, request.body, lineReadingOf(request)),
  );
};
