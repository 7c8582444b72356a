import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Helmet's `Cross-Origin-Opener-Policy: same-origin` everywhere, except on the pages a bookmarklet opens
 * from another site: there `unsafe-none`, or the window would lose its opener and could neither say
 * "ready" nor receive the page by postMessage (docs/decisions/bring-in-bookmarklet.md). Registered after
 * the security headers, so its header replaces theirs.
 */
export const openerPolicyPlugin = fp(async (app: FastifyInstance, { paths }: { paths: string[] }) => {
  const opened = new Set(paths.map((path) => path.toLowerCase()));
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0].replace(/\/+$/, '').toLowerCase();
    if (opened.has(path)) reply.raw.setHeader('Cross-Origin-Opener-Policy', 'unsafe-none');
    done();
  });
});
