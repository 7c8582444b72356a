import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#domain/common.ts';
import type { ModelReader } from './ai/model-reader.ts';
import { RecipeDraftSchema } from './draft.ts';
import { cleanPage, MAX_PAGE_BYTES } from './service.ts';
import { readRecipeText } from './text/read-text.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value.trim()).protocol);
  } catch {
    return false;
  }
};

const TextImportBodySchema = z.object({
  text: z
    .string({ error: 'text is required: the recipe as plain text, HTML or JSON-LD' })
    .refine((text) => text.trim() !== '', 'text is empty: paste the recipe')
    .refine((text) => Buffer.byteLength(text) <= MAX_PAGE_BYTES, 'text is larger than 5 MiB'),
  url: z
    .string()
    .max(2048, 'url is too long')
    .refine(isWebAddress, 'url must be a full address starting with http:// or https://')
    .nullish()
    .describe("The recipe's address, kept as its source and used to resolve relative pictures"),
  format: z
    .enum(['auto', 'text', 'html', 'json-ld'], { error: 'format must be auto, text, html or json-ld' })
    .default('auto'),
  engine: z.enum(['ocr', 'ai'], { error: 'engine must be ocr or ai' }).default('ocr'),
});

const HazardSchema = z.object({
  index: z.number().int().describe('The ingredient line (from 0) the hazard concerns'),
  read: z.string().describe('The line as read'),
  proposed: z.string().describe('The line the draft holds instead'),
  reason: z.string(),
});

const TextImportReplySchema = z.object({
  recipe: RecipeDraftSchema,
  format: z.enum(['json-ld', 'html', 'text']).describe('How the text was read'),
  hazards: z.array(HazardSchema),
});

/** POST /recipes/import/text (registered under /api): pasted text, HTML or JSON-LD read into a draft. */
export const recipeImportTextRoutes: FastifyPluginAsyncZod<{ modelReader: ModelReader }> = async (
  app,
  { modelReader },
) => {
  // Pasted HTML is a page's content: its NUL and lone surrogates are cleaned as a fetched page's are,
  // before the app-wide rule that refuses such text sees it. Only in this plugin.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, body as string, (error, value) => {
      const input = value as { text?: unknown } | undefined;
      if (!error && input && typeof input === 'object' && typeof input.text === 'string') {
        input.text = cleanPage(input.text);
      }
      done(error, value);
    });
  });

  app.post(
    '/recipes/import/text',
    {
      onRequest: [app.requireAdmin],
      bodyLimit: MAX_PAGE_BYTES + 1024 * 1024,
      schema: {
        tags: ['recipes'],
        security: [{ bearer: [] }],
        summary: 'Read pasted recipe text, HTML or JSON-LD into a draft for the recipe form (admin)',
        body: TextImportBodySchema,
        response: { 200: TextImportReplySchema, ...errors(400, 401, 403, 413, 422, 429, 502, 504) },
      },
    },
    async (request) => {
      const { text, url, format, engine } = request.body;
      // The optional model server (ai/model-reader.ts): 400 when none is set up.
      if (engine === 'ai')
        return { recipe: await modelReader.read({ jpegs: [], text }), format: 'text' as const, hazards: [] };
      return readRecipeText({ text, url: url?.trim() ?? null, format });
    },
  );
};
