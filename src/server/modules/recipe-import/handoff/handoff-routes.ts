import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema } from '#domain/common.ts';
import { AppError } from '../../../lib/errors.ts';
import { RecipeDraftSchema } from '../draft.ts';
import { cleanPage, MAX_PAGE_BYTES } from '../service.ts';
import { bookmarkletCode } from './bookmarklet-code.ts';
import type { HandoffService } from './handoff-service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['recipes'];
const security = [{ bearer: [] }];

const isWebAddress = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const HandoffBodySchema = z.object({
  html: z
    .string({ error: 'html is required: the page handed over' })
    .refine((html) => html.trim() !== '', 'html is empty'),
  url: z
    .string({ error: 'url is required: the address of the page handed over' })
    .max(2048, 'url is too long')
    .refine(isWebAddress, 'url must be a full address starting with http:// or https://'),
});

const HandoffParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'id is not a hand-over id'),
});

const DraftReplySchema = z.object({
  recipe: RecipeDraftSchema,
  format: z.enum(['json-ld', 'html', 'text']).describe('How the page was read'),
  hazards: z.array(z.object({ index: z.number().int(), read: z.string(), proposed: z.string(), reason: z.string() })),
});

/**
 * The bookmarklet (registered under /api/recipes/import): GET /bookmarklet, its code for this app; POST
 * /handoff, the form POST of its fallback, with no token (a cross-site form carries none), bounded by
 * size, rate and time; GET /handoff/{id}, the admin's single claim of it (docs/api/bring-in.md).
 */
export const handoffRoutes: FastifyPluginAsyncZod<{
  handoffs: HandoffService;
  originOf: (request: FastifyRequest) => string;
}> = async (app, { handoffs, originOf }) => {
  // A form's fields, percent-encoded: at most 3 characters per byte of the page, plus the url.
  const bodyLimit = 3 * MAX_PAGE_BYTES + 64 * 1024;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const fields = new URLSearchParams(body as string);
      const html = fields.get('html');
      // The page is cleaned as a fetched page is (NUL, lone surrogates) before the app-wide input rule.
      done(null, { html: html === null ? undefined : cleanPage(html), url: fields.get('url') ?? undefined });
    },
  );

  app.get(
    '/bookmarklet',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'The bookmarklet for this app: a javascript: address that hands the open page over (admin)',
        response: { 200: z.object({ code: z.string() }), ...errors(401, 403) },
      },
    },
    async (request) => ({ code: bookmarkletCode(new URL(originOf(request)).origin) }),
  );

  app.post(
    '/handoff',
    {
      config: { public: true },
      // Counted before the body is read, so a flood costs no parsing.
      onRequest: [async (request) => handoffs.admit(request.ip)],
      bodyLimit,
      schema: {
        tags,
        summary: "The bookmarklet's fallback: a form POST of a page (html, url), kept 10 minutes for the admin's app",
        body: HandoffBodySchema,
        response: errors(400, 413, 429),
      },
    },
    async (request, reply) => {
      const { html, url } = request.body;
      if (Buffer.byteLength(html) > MAX_PAGE_BYTES) {
        throw new AppError(413, 'BODY_TOO_LARGE', 'The page is larger than 5 MiB');
      }
      const id = await handoffs.store({ html, url });
      return reply.redirect(`/admin/addrecipe?handoff=${id}`, 303);
    },
  );

  app.get(
    '/handoff/:id',
    {
      onRequest: [app.requireAdmin],
      schema: {
        tags,
        security,
        summary: 'Claim a handed-over page, once: its draft for the recipe form (admin)',
        params: HandoffParamsSchema,
        response: { 200: DraftReplySchema, ...errors(400, 401, 403, 404, 422) },
      },
    },
    async (request) => handoffs.claim(request.params.id),
  );
};
