import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isExpectedUnavailable, notedRequestError } from './request-errors.ts';

export interface RequestLogOptions {
  /** Requests that take longer than this (ms, to the last byte handed to the socket) are logged. */
  slowRequestMs: number;
}

/**
 * Quiet by default. Fastify's own request logging (two lines per request at `info`) is turned off in
 * app.ts: it cost about 38% of the list's throughput. At `info` and above only what needs a look is
 * logged: every answer with a 5xx status (error, with the error the handler noted) but the 503s of a
 * normal start (debug), and every slow request (warn). At `debug` and `trace`
 * every request is logged as before, with its status and time.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance, { slowRequestMs }: RequestLogOptions) => {
  const everyRequest = app.log.level === 'debug' || app.log.level === 'trace';
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = reply.elapsedTime;
    if (status < 500 && ms <= slowRequestMs && !everyRequest) return;
    const entry = { method: request.method, url: request.url, status, ms: Math.round(ms) };
    if (status >= 500 && isExpectedUnavailable(request)) request.log.debug(entry, 'not ready yet: still starting');
    else if (status >= 500) {
      const noted = notedRequestError(request);
      request.log.error(
        noted ? { ...entry, error: noted.error } : entry,
        noted?.reason ?? 'request answered with an error',
      );
    } else if (ms > slowRequestMs) request.log.warn({ ...entry, slowRequestMs }, 'slow request');
    else request.log.debug(entry, 'request completed');
  });
});
