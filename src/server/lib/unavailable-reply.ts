import type { FastifyReply } from 'fastify';

export const DATABASE_UNAVAILABLE_MESSAGE = 'We could not reach the database. Try again in a moment.';
/** Seconds a client should wait before trying again; the pool reconnects well within that. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with Retry-After: the request may succeed as is once the database is back. */
export function sendDatabaseUnavailable(reply: FastifyReply) {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
}
