import type { FastifyInstance } from 'fastify';
import type { OidcSettings } from '../../config.ts';
import { browse, CookieJar } from '../../test/oidc-browser.ts';
import type { TestOidcProvider } from '../../test/oidc-provider.ts';

/** The app's public origin in these tests: requests to it are injected, never sent over the network. */
export const APP_ORIGIN = 'http://kitchen.test';
export const REDIRECT_URI = `${APP_ORIGIN}/api/auth/oidc/callback`;
export const BUTTON = 'Sign in with Test ID';

export function oidcSettings(provider: TestOidcProvider, more: Partial<OidcSettings> = {}): OidcSettings {
  return {
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    scopes: 'openid profile email groups',
    groupsClaim: 'groups',
    adminGroup: undefined,
    label: BUTTON,
    allowHttp: true,
    ...more,
  };
}

export interface SignInResult {
  /** Where the browser ended: /login?oidc=… or /login?oidcError=… */
  final: URL;
  error: string | null;
  /** The session token the ticket was exchanged for. */
  token: string | undefined;
  statuses: number[];
  jar: CookieJar;
}

/**
 * Signs in at the provider as `sub` through the launch URL, following every redirect like a browser, then
 * exchanges the ticket (if any). `startOn` begins the flow; `finishOn` takes the callback and the exchange.
 */
export async function signInWithProvider(
  provider: TestOidcProvider,
  sub: string | 'deny',
  startOn: FastifyInstance,
  finishOn: FastifyInstance = startOn,
): Promise<SignInResult> {
  provider.signInAs(sub);
  const { final, hops, jar } = await browse(`${APP_ORIGIN}/api/auth/oidc/start`, {
    appOrigin: APP_ORIGIN,
    appFor: (path) => (path.endsWith('/start') ? startOn : finishOn),
  });
  const ticket = final.searchParams.get('oidc');
  let token: string | undefined;
  if (ticket) {
    const res = await finishOn.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { ticket } });
    if (res.statusCode === 200) token = (res.json() as { token: string }).token;
  }
  return { final, error: final.searchParams.get('oidcError'), token, statuses: hops.map((h) => h.status), jar };
}

/** GET /api/user/me with the token. */
export async function me(app: FastifyInstance, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });
  return {
    status: res.statusCode,
    body: res.json() as { id: number; username: string; email: string; isAdmin: boolean },
  };
}
