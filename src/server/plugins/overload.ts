import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export interface OverloadOptions {
  /** /api requests handled at once; enough to keep the database pool busy. */
  concurrency: number;
  /** Requests allowed to wait for a turn; one more is answered 503 at once. */
  queueLimit: number;
  /** While the longest-waiting request has waited this long, new ones are answered 503 at once. */
  maxWaitMs: number;
  /** A request that has waited this long without a turn (the database hangs) is answered 503. */
  giveUpMs: number;
  /** Sent as Retry-After with every 503. */
  retryAfterSeconds: number;
}

// Cheap answers that should stay up (and tell the truth) under load.
const UNGATED = ['/api/health', '/api/docs'];

/**
 * Admission control for /api: at most `concurrency` requests run at once and the next `queueLimit`
 * wait in order. A request is answered 503 with Retry-After at once, before any handler has run (so a
 * rejected request never writes), when the line is full or when its head has already waited
 * `maxWaitMs`: a request that is let in is then almost always served, and one that cannot be served
 * soon learns it at once instead of after a long wait. `giveUpMs` is the backstop for a line that
 * does not move at all. This bounds the wait for the database whatever the driver's pool does, and
 * keeps memory flat under a burst.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Gives the request's turn back before it ends: a long-lived answer (an event stream) is admitted
     * like any request, then stops counting once it has started.
     */
    leaveAdmission?: () => void;
  }
}

export const overloadPlugin = fp<OverloadOptions>(
  async (app, options) => {
    let running = 0;
    const waiting: Array<{ since: number; turn: () => void }> = [];

    const release = () => {
      const next = waiting.shift();
      if (next) next.turn();
      else running--;
    };

    const busy = (reply: FastifyReply) => {
      void reply
        .status(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ error: 'The server is busy right now. Try again in a moment.', code: 'UNAVAILABLE' });
    };

    app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const path = request.url.split('?')[0];
      if (!path.startsWith('/api/') || UNGATED.some((p) => path === p || path.startsWith(`${p}/`))) {
        done();
        return;
      }
      // 'close' fires once the answer is sent or the client has gone, whichever way the request ends.
      const admit = () => {
        let released = false;
        const releaseOnce = () => {
          if (released) return;
          released = true;
          reply.raw.removeListener('close', releaseOnce);
          release();
        };
        reply.raw.once('close', releaseOnce);
        request.leaveAdmission = releaseOnce;
        done();
      };
      if (running < options.concurrency) {
        running++;
        admit();
        return;
      }
      const now = performance.now();
      if (waiting.length >= options.queueLimit || (waiting.length > 0 && now - waiting[0].since >= options.maxWaitMs)) {
        busy(reply);
        return;
      }
      const abandon = () => {
        clearTimeout(timer);
        reply.raw.removeListener('close', abandon);
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
      };
      const turn = () => {
        abandon();
        admit();
      };
      const timer = setTimeout(() => {
        abandon();
        busy(reply);
      }, options.giveUpMs);
      const entry = { since: now, turn };
      reply.raw.once('close', abandon);
      waiting.push(entry);
    });
  },
  { name: 'overload' },
);
