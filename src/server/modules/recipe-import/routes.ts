import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamsSchema } from '#domain/common.ts';
import { RecipeDraftSchema } from './draft.ts';
import { cleanPage, MAX_PAGE_BYTES, type RecipeImportService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['recipes'];
const security = [{ bearer: [] }];
const DraftReply = z.object({ recipe: RecipeDraftSchema });

const ImportBodySchema = z.object({
  url: z.string({ error: 'url is required: the address of the recipe page' }).max(2048, 'url is too long'),
  html: z.string().max(MAX_PAGE_BYTES, 'html is larger than 5 MiB').optional(),
});

/**
 * Import (registered under /api): POST /recipes/import and POST /userSuggestions/{id}/import. Both live
 * here, beside the service they share; the suggestion's URL comes through the suggestions module's service.
 */
export const recipeImportRoutes: FastifyPluginAsyncZod<{ recipeImport: RecipeImportService }> = async (
  app,
  { recipeImport },
) => {
  // The page's HTML in `{ html, url }` is cleaned as a fetched page is (NUL, lone surrogates) before the
  // app-wide rule that refuses such text with a 400 sees it. Only in this plugin: every other route keeps
  // the default JSON parser and that rule. The url is the admin's own input and is still checked.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      const input = value as { html?: unknown } | undefined;
      if (!error && input && typeof input === 'object' && typeof input.html === 'string') {
        input.html = cleanPage(input.html);
      }
      done(error, value);
    });
  });

  app.post(
    '/recipes/import',
    {
      onRequest: [app.requireAdmin],
      // The page's HTML may be up to 5 MiB; JSON escaping adds a little. Only this route takes so much.
      bodyLimit: MAX_PAGE_BYTES + 1024 * 1024,
      schema: {
        tags,
        security,
        summary: 'Read a recipe page into a draft for the recipe form (admin)',
        body: ImportBodySchema,
        response: { 200: DraftReply, ...errors(400, 401, 403, 413, 422, 502, 504) },
      },
    },
    async (request) => ({ recipe: await recipeImport.importPage(request.body) }),
  );

  app.post(
    '/userSuggestions/:id/import',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags: ['suggestions'],
        security,
        summary: "Read a suggestion's recipe page into a draft (admin)",
        params: IdParamsSchema,
        response: { 200: DraftReply, ...errors(400, 401, 403, 404, 422, 502, 504) },
      },
    },
    async (request) => ({ recipe: await recipeImport.importSuggestion(request.params.id) }),
  );
};
