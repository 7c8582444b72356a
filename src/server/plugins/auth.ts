import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { SessionService, SessionUser } from '../modules/sessions/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token is required (401). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a valid token of an admin is required (401, then 403). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireUser and requireAdmin. */
    user?: SessionUser;
    token?: string;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Reads `Authorization: Bearer <token>` and resolves the session. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  async function requireUser(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Authentication required');
    const user = await opts.sessions.resolve(token);
    if (!user) throw unauthorized('Session expired or invalid, please log in again');
    request.user = user;
    request.token = token;
  }
  app.decorate('requireUser', requireUser);
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await requireUser(request);
    if (!request.user?.isAdmin) throw forbidden('Not authorized for admin portal');
  });
});

/** The signed-in user; only call in a route guarded by requireUser or requireAdmin. */
export function requireSessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
