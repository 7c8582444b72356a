import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuthConfigSchema, OidcExchangeInputSchema, OidcExchangeResultSchema } from '#domain/auth-config.ts';
import { ErrorBodySchema } from '#domain/common.ts';
import { FLOW_COOKIE, FLOW_MAX_AGE_SECONDS } from './flow-settings.ts';
import type { OidcService } from './service.ts';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((code) => [code, ErrorBodySchema]));
const tags = ['auth'];
const cookiePath = '/api/auth/oidc';

/** The query's single values; a repeated parameter counts as missing, so it can never pass a check. */
function singleValues(query: unknown): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') values[key] = value;
  }
  return values;
}

/** /api/auth: which ways in exist, and sign-in with the OpenID provider (docs/api/doors.md, section 4). */
export const authRoutes: FastifyPluginAsyncZod<{
  oidc: OidcService;
  /** PUBLIC_URL, or the request's origin: the redirect URI is this + /api/auth/oidc/callback. */
  originOf: (request: FastifyRequest) => string;
}> = async (app, { oidc, originOf }) => {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);

  app.get(
    '/config',
    {
      config: { public: true },
      schema: { tags, summary: 'The ways to sign in this server offers', response: { 200: AuthConfigSchema } },
    },
    () => oidc.authConfig(),
  );

  app.get(
    '/oidc/start',
    {
      config: { public: true },
      schema: { tags, summary: 'The launch URL: a redirect to the OpenID provider (PKCE S256, state, nonce)' },
    },
    async (request, reply) => {
      const origin = originOf(request);
      const { location, flowCookie } = await oidc.start(origin);
      if (flowCookie) {
        reply.setCookie(FLOW_COOKIE, flowCookie, {
          path: cookiePath,
          httpOnly: true,
          sameSite: 'lax',
          secure: origin.startsWith('https:'),
          maxAge: FLOW_MAX_AGE_SECONDS,
        });
      }
      return reply.redirect(location, 302);
    },
  );

  app.get(
    '/oidc/callback',
    {
      config: { public: true },
      schema: { tags, summary: "The provider's redirect back: to /login with a ticket, or with oidcError" },
    },
    async (request, reply) => {
      const location = await oidc.callback(
        originOf(request),
        singleValues(request.query),
        request.cookies[FLOW_COOKIE],
      );
      // The flow is over whatever happened: the cookie goes, so the same callback cannot be replayed from this browser.
      reply.clearCookie(FLOW_COOKIE, { path: cookiePath });
      return reply.redirect(location, 302);
    },
  );

  app.post(
    '/oidc/exchange',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'A one-use sign-in ticket (60 s) for a session token',
        body: OidcExchangeInputSchema,
        response: { 200: OidcExchangeResultSchema, ...errors(400, 404) },
      },
    },
    async (request) => ({ token: await oidc.exchange(request.body.ticket) }),
  );
};
