import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/errors.ts';
import type { SessionService, SessionUser } from '../modules/sessions/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token is required (401). Every non-public /api route has it already. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook: a valid token of an admin is required (401, then 403). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** Set by requireUser and requireAdmin. */
    user?: SessionUser;
    token?: string;
  }
  interface FastifyContextConfig {
    /** Anyone may call this /api route; without it a signed-in user is required. */
    public?: boolean;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** Whether a route is an API route that needs a signed-in user: every /api route not marked public. */
function requiresUser(url: string | undefined, config: { public?: boolean } | undefined): boolean {
  if (url === undefined) return false; // no route matched: the not-found handler answers 404
  return (url === '/api' || url.startsWith('/api/')) && config?.public !== true;
}

/**
 * Reads `Authorization: Bearer <token>` and resolves the session. Secure by default: every /api route
 * requires a signed-in user unless its options say `config: { public: true }`.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  async function requireUser(request: FastifyRequest) {
    if (request.user) return; // already resolved for this request
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
  // A global hook (fastify-plugin shares it with every route), so a new route cannot forget it.
  app.addHook('onRequest', async (request) => {
    if (requiresUser(request.routeOptions.url, request.routeOptions.config)) await requireUser(request);
  });
});

/** The signed-in user; only call in a route guarded by requireUser or requireAdmin (every non-public /api route is). */
export function requireSessionUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
