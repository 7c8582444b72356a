import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface OverloadOptions {
  /** /api requests handled at once; enough to keep the database pool busy. */
  concurrency: number;
  /** Requests allowed to wait for a turn; one more is answered 503 at once. */
  queueLimit: number;
  /** Longest wait for a turn; a request still waiting then is answered 503. */
  maxWaitMs: number;
  /** Sent as Retry-After with every 503. */
  retryAfterSeconds: number;
}

// Cheap answers that should stay up (and tell the truth) under load.
const UNGATED = ['/api/health', '/api/docs'];

/**
 * Admission control for /api: at most `concurrency` requests run at once, the next `queueLimit` wait
 * in order for at most `maxWaitMs`, and everything beyond answers 503 with Retry-After before any
 * handler has run, so a rejected request never writes. This bounds how long a request can wait for
 * the database whatever the driver's own pool does, and keeps memory flat under a burst.
 */
export const overloadPlugin = fp<OverloadOptions>(
  async (app, options) => {
    let running = 0;
    const waiting: Array<() => void> = [];

    const release = () => {
      const next = waiting.shift();
      if (next) next();
      else running--;
    };

    const busy = (reply: FastifyReply) => {
      void reply
        .status(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ error: 'The server is busy right now. Try again in a moment.' });
    };

    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const path = request.url.split('?')[0];
      if (!path.startsWith('/api/') || UNGATED.some((p) => path === p || path.startsWith(`${p}/`))) {
        done();
        return;
      }
      // 'close' fires once the answer is sent or the client has gone, whichever way the request ends.
      const admit = () => {
        reply.raw.once('close', release);
        done();
      };
      if (running < options.concurrency) {
        running++;
        admit();
        return;
      }
      if (waiting.length >= options.queueLimit) {
        busy(reply);
        return;
      }
      const abandon = () => {
        clearTimeout(timer);
        reply.raw.removeListener('close', abandon);
        const at = waiting.indexOf(turn);
        if (at >= 0) waiting.splice(at, 1);
      };
      const turn = () => {
        abandon();
        admit();
      };
      const timer = setTimeout(() => {
        abandon();
        busy(reply);
      }, options.maxWaitMs);
      reply.raw.once('close', abandon);
      waiting.push(turn);
    });
  },
  { name: 'overload' },
);
