import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { ParseIngredientsInputSchema, ParseIngredientsResultSchema } from '#domain/ingredient-parse-api.ts';
import { lineReadingOf } from '../languages/index.ts';
import type { IngredientService } from './service.ts';

/** POST /api/ingredients/parse: ingredient lines → amount, unit, food and comment, one per line in order. */
export const ingredientRoutes: FastifyPluginAsyncZod<{ ingredients: IngredientService }> = async (
  app,
  { ingredients },
) => {
  app.post(
    '/parse',
    {
      schema: {
        tags: ['ingredients'],
        summary: 'Parse ingredient lines into amount, unit, food and comment',
        security: [{ bearer: [] }],
        body: ParseIngredientsInputSchema,
        response: { 200: ParseIngredientsResultSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => ({ ingredients: ingredients.parse(request.body.lines, lineReadingOf(request)) }),
  );
};
