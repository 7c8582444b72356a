import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/** A test account: the claims the provider hands out for it. Leave a claim out to have the provider send none. */
export interface TestAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  preferred_username?: string;
  name?: string;
  groups?: string[];
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds or replaces an account (e.g. a new e-mail or other groups for the same sub). */
  setAccount(account: TestAccount): void;
  /** Whom the next sign-in logs in, or `deny` to answer `error=access_denied`. */
  signInAs(sub: string | 'deny'): void;
  /** The last authorization request's query, as the app sent it. */
  lastAuthorization(): URLSearchParams | undefined;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on 127.0.0.1 at a free port: one confidential client
 * (client_secret_basic) whose redirect URIs are given, PKCE required, and an interaction that logs in the
 * account chosen with signInAs at once and grants the scopes asked for, so a test drives the whole flow
 * with plain HTTP requests that follow redirects and keep cookies.
 */
export async function startOidcProvider({ redirectUris }: { redirectUris: string[] }): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  let chosen: string | undefined;
  let lastAuthorization: URLSearchParams | undefined;
  const clientId = 'hello-kitchen';
  const clientSecret = 'a-test-client-secret-that-is-long-enough';

  // Requests arrive only after the provider below exists: the issuer needs the port first.
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['preferred_username', 'name'],
      groups: ['groups'],
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-cookie-key'] },
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    findAccount: (_ctx: unknown, sub: string) => {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => ({ ...account }) };
    },
  });
  const callback = provider.callback();

  async function interact(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (chosen === 'deny' || chosen === undefined) {
      await provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user said no' });
      return;
    }
    if (details.prompt.name === 'login') {
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: chosen } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({ accountId: details.session!.accountId, clientId });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', issuer);
    if (url.pathname === '/auth') lastAuthorization = url.searchParams;
    if (url.pathname.startsWith('/interaction/')) {
      interact(req, res).catch((err: unknown) => {
        res.statusCode = 500;
        res.end(String(err));
      });
      return;
    }
    callback(req, res);
  }

  return {
    issuer,
    clientId,
    clientSecret,
    setAccount: (account) => accounts.set(account.sub, account),
    signInAs: (sub) => {
      chosen = sub;
    },
    lastAuthorization: () => lastAuthorization,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
