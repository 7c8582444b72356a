import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OpenedShare, ShareService } from '../service.ts';
import { collectionPage } from './collection-page.ts';
import { deadLinkPage, tooManyViewsPage } from './layout.ts';
import { recipePage } from './recipe-page.ts';

const ParamsSchema = z.object({ token: z.string().max(200) });
const RecipeParamsSchema = ParamsSchema.extend({ recipeId: z.string().max(20) });
/** `?servings=N` scales the lines; anything else is ignored rather than refused, as a page would. */
const QuerySchema = z.object({ servings: z.string().max(10).optional() }).loose();

const servingsOf = (value: string | undefined) =>
  value && /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100 ? Number(value) : undefined;

/** Headers of every share page, found or not: never cached by others, never indexed, no Referer sent on. */
function pageHeaders(reply: FastifyReply, status: number) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer');
}

/**
 * The public pages `/s/<token>` and `/s/<token>/<recipeId>` (docs/api/doors.md, "The public pages"):
 * server-rendered HTML, no login, any cookie or Authorization ignored.
 */
export const sharePageRoutes: FastifyPluginAsyncZod<{
  shares: ShareService;
  originOf: (request: FastifyRequest) => string;
}> = async (app, { shares, originOf }) => {
  function send(
    request: FastifyRequest,
    reply: FastifyReply,
    opened: OpenedShare,
    token: string,
    servings: number | undefined,
  ) {
    const origin = originOf(request);
    const shareUrl = `${origin}/s/${token}`;
    switch (opened.kind) {
      case 'dead':
        return pageHeaders(reply, 404).send(deadLinkPage());
      case 'limited':
        return pageHeaders(reply, 429).header('retry-after', String(opened.retryAfterSeconds)).send(tooManyViewsPage());
      case 'collection':
        return pageHeaders(reply, 200).send(collectionPage({ ...opened, origin, pageUrl: shareUrl }));
      case 'recipe': {
        const pageUrl = opened.collection ? `${shareUrl}/${opened.recipe.id}` : shareUrl;
        const back = opened.collection ? { url: shareUrl, name: opened.collection.name } : undefined;
        return pageHeaders(reply, 200).send(recipePage({ recipe: opened.recipe, origin, pageUrl, servings, back }));
      }
    }
  }

  const schema = { hide: true, querystring: QuerySchema };

  app.get('/:token', { schema: { ...schema, params: ParamsSchema } }, async (request, reply) => {
    const { token } = request.params;
    return send(request, reply, await shares.open(token), token, servingsOf(request.query.servings));
  });

  app.get('/:token/:recipeId', { schema: { ...schema, params: RecipeParamsSchema } }, async (request, reply) => {
    const { token, recipeId } = request.params;
    const id = /^\d{1,9}$/.test(recipeId) ? Number(recipeId) : undefined;
    const opened = id === undefined || id === 0 ? { kind: 'dead' as const } : await shares.open(token, id);
    return send(request, reply, opened, token, servingsOf(request.query.servings));
  });
};
