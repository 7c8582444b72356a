import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthConfig, OidcErrorReason } from '#domain/auth-config.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { SessionService } from '../sessions/index.ts';
import { emailOf, groupsOf, isEmailVerified, namesOf, usernameBase, usernameChoice } from './claims.ts';
import { createFlowCookie } from './flow-cookie.ts';
import { FLOW_MAX_AGE_SECONDS } from './flow-settings.ts';
import { createProviderClient, newFlowSecrets, type OidcClaims } from './provider-client.ts';
import * as repo from './repository.ts';

export const START_PATH = '/api/auth/oidc/start';
const CALLBACK_PATH = '/api/auth/oidc/callback';
const TICKET_TTL_MS = 60_000;

const failure = (reason: OidcErrorReason) => `/login?oidcError=${reason}`;

/** Where the callback sends the browser, and the flow cookie to set at the start. */
export interface OidcRedirect {
  location: string;
  flowCookie?: string;
}

/**
 * Sign-in with an OpenID provider (docs/api/doors.md, section 4): the launch, the callback that links or
 * makes the account and hands out a one-use ticket, and the ticket's exchange for a session token.
 */
export function createOidcService({
  db,
  config,
  sessions,
  log,
  now = Date.now,
}: {
  db: Db;
  config: AppConfig;
  sessions: SessionService;
  log: FastifyBaseLogger;
  now?: () => number;
}) {
  const settings = config.oidc;
  const provider = settings ? createProviderClient(settings) : undefined;
  const flowCookie = createFlowCookie(db);

  /** Finds, links or makes the user of these claims; a refusal names its reason. Admin follows the group. */
  async function accountOf(
    issuer: string,
    claims: OidcClaims,
  ): Promise<{ userId: number } | { refused: OidcErrorReason }> {
    const email = emailOf(claims);
    const groups = groupsOf(claims, settings!.groupsClaim);
    const admin = settings!.adminGroup === undefined ? undefined : groups.includes(settings!.adminGroup);
    // A new account's password is random and never shown: hashed before the transaction, which should stay short.
    const linked = await repo.findLinkedUser(db, issuer, claims.sub);
    const unusableHash = linked === undefined ? await hashPassword(randomBytes(32).toString('base64url')) : '';
    const outcome = await inTransaction(db, async (tx): Promise<{ userId: number } | { refused: OidcErrorReason }> => {
      let userId = await repo.findLinkedUser(tx, issuer, claims.sub);
      if (userId !== undefined) {
        await repo.touchIdentity(tx, issuer, claims.sub, email);
      } else {
        const holder = email === undefined ? undefined : await repo.findUserByEmail(tx, email);
        if (holder !== undefined && !isEmailVerified(claims)) return { refused: 'email_unverified' };
        if (holder === undefined && !config.signupOpen) return { refused: 'signup_closed' };
        userId = holder ?? (await createUser(tx, issuer, claims, unusableHash, admin ?? false));
        await repo.linkIdentity(tx, { issuer, subject: claims.sub, userId, email });
      }
      if (admin !== undefined) await repo.setAdmin(tx, userId, admin);
      return { userId };
    });
    // Cached sessions carry isAdmin.
    if ('userId' in outcome) sessions.forgetUser(outcome.userId);
    return outcome;
  }

  async function createUser(tx: Db, issuer: string, claims: OidcClaims, passwordHash: string, isAdmin: boolean) {
    const base = usernameBase(claims);
    let username = base;
    for (let n = 2; await repo.isUsernameTaken(tx, username); n++) {
      username =
        n <= 50
          ? usernameChoice(base, n)
          : usernameChoice(base.slice(0, 20), Number.parseInt(randomBytes(3).toString('hex'), 16));
    }
    // Without an e-mail claim the account gets an address that can never be delivered, unique to the link.
    const placeholder = `oidc-${createHash('sha256').update(`${issuer} ${claims.sub}`).digest('hex').slice(0, 20)}@users.invalid`;
    return repo.insertOidcUser(tx, {
      username,
      ...namesOf(claims, username),
      email: emailOf(claims) ?? placeholder,
      passwordHash,
      isAdmin,
    });
  }

  async function finishSignIn(origin: string, query: Record<string, string>, cookieValue: string | undefined) {
    if (!provider) return failure('not_configured');
    if (query.error !== undefined) return failure(query.error === 'access_denied' ? 'access_denied' : 'provider_error');
    const flow = await flowCookie.open(cookieValue);
    if (!flow || !query.state || query.state !== flow.state) return failure('invalid_state');
    if (now() - flow.startedAt > FLOW_MAX_AGE_SECONDS * 1000) return failure('expired');
    const callbackUrl = new URL(origin + CALLBACK_PATH);
    for (const [key, value] of Object.entries(query)) callbackUrl.searchParams.set(key, value);
    let claims: OidcClaims;
    let issuer: string;
    try {
      issuer = await provider.issuer();
      claims = await provider.redeem(callbackUrl, flow);
    } catch (err) {
      log.warn({ err }, 'OIDC provider refused the sign-in');
      return failure(err instanceof TypeError ? 'provider_unavailable' : 'provider_error');
    }
    const account = await accountOf(issuer, claims);
    if ('refused' in account) return failure(account.refused);
    const ticket = newToken();
    const at = now();
    await repo.insertTicket(db, hashToken(ticket), account.userId, new Date(at + TICKET_TTL_MS), new Date(at));
    return `/login?oidc=${encodeURIComponent(ticket)}`;
  }

  return {
    authConfig(): AuthConfig {
      return {
        password: config.passwordSignIn,
        oidc: settings ? { label: settings.label, startUrl: START_PATH } : null,
        signup: config.signupOpen && config.passwordSignIn,
      };
    },

    /** The launch: a new flow, sealed into the cookie, and the provider's authorization URL. */
    async start(origin: string): Promise<OidcRedirect> {
      if (!provider) return { location: failure('not_configured') };
      const flow = { ...newFlowSecrets(), startedAt: now() };
      try {
        const location = await provider.authorizationUrl(flow, origin + CALLBACK_PATH);
        return { location, flowCookie: await flowCookie.seal(flow) };
      } catch (err) {
        log.warn({ err }, 'OIDC provider unreachable at the start of a sign-in');
        return { location: failure('provider_unavailable') };
      }
    },

    /**
     * The provider's redirect back. Every outcome is a redirect to the login page, a ticket on success; a
     * callback whose state is not the cookie's, or whose code was used, signs nobody in.
     */
    async callback(origin: string, query: Record<string, string>, cookieValue: string | undefined): Promise<string> {
      try {
        return await finishSignIn(origin, query, cookieValue);
      } catch (err) {
        log.error({ err }, 'OIDC sign-in failed');
        return failure('failed');
      }
    },
    /** A ticket for a session token: once, within 60 seconds, on any instance. */
    async exchange(ticket: string): Promise<string> {
      const userId = await repo.takeTicket(db, hashToken(ticket), new Date(now()));
      if (userId === undefined) throw notFound('Sign-in ticket unknown, used or expired');
      return sessions.issue(userId);
    },
  };
}
export type OidcService = ReturnType<typeof createOidcService>;
