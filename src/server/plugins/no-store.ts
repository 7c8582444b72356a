import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every /api answer may carry a token or personal data (login, me, user lists, a user's own recipe
 * list), so none is kept by a browser or a shared cache unless its route sets a Cache-Control itself.
 */
export const noStorePlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
});
