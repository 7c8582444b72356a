import type { FastifyRequest } from 'fastify';
import { requireSessionUser } from '../../plugins/auth.ts';
import { badRequest } from '../../lib/errors.ts';

const MAX_KEY_LENGTH = 200;

/** Who writes, and the `Idempotency-Key` they sent, if any. */
export interface WriteContext {
  callerId: number;
  idempotencyKey?: string;
}

/** The caller and the `Idempotency-Key` header of a write (API.md, "Retries"); 400 for a malformed key. */
export function writeContext(request: FastifyRequest): WriteContext {
  const callerId = requireSessionUser(request).id;
  const header = request.headers['idempotency-key'];
  if (header === undefined) return { callerId };
  const key = Array.isArray(header) ? undefined : header.trim();
  if (!key || key.length > MAX_KEY_LENGTH)
    throw badRequest('Invalid Idempotency-Key', {
      'Idempotency-Key': `Idempotency-Key must be 1 to ${MAX_KEY_LENGTH} characters, sent once`,
    });
  return { callerId, idempotencyKey: key };
}
