import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Headers that belong to the probe's reply itself, not to helmet. */
const notHelmet = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers @fastify/helmet sends with these options. It builds a new helmet middleware (and
 * parses the CSP directives again) on every request, about 5% of a list request's CPU; with fixed
 * options and no nonces its headers never change, so they are worked out once, by helmet itself.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  probe.get('/', () => '');
  const res = await probe.inject('/');
  await probe.close();
  return Object.entries(res.headers)
    .filter(([name]) => !notHelmet.has(name))
    .map(([name, value]) => [name, String(value)]);
}

/** Sets helmet's headers on every reply, as @fastify/helmet does (on the raw response, at onRequest). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: FastifyHelmetOptions) => {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
});
