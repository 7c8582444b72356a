import { z } from 'zod';

/** GET /api/auth/config: which ways in the login page offers (docs/api/doors.md, "Sign-in with OpenID Connect"). */
export const AuthConfigSchema = z.object({
  password: z.boolean(),
  oidc: z.object({ label: z.string(), startUrl: z.string() }).nullable(),
  signup: z.boolean(),
});
export type AuthConfig = z.infer<typeof AuthConfigSchema>;

export const OidcExchangeInputSchema = z.object({
  ticket: z.string({ error: 'ticket is required' }).min(1, 'ticket is required').max(200, 'ticket is too long'),
});

export const OidcExchangeResultSchema = z.object({ token: z.string() });

/**
 * Why an OIDC sign-in ended on `/login?oidcError=<reason>`. The page shows a text for each; an unknown
 * reason gets the generic one.
 */
export const OIDC_ERROR_REASONS = [
  /** The user said no at the provider (`error=access_denied`). */
  'access_denied',
  /** The provider answered with another error, or refused the code (a replayed callback). */
  'provider_error',
  /** The provider could not be reached. */
  'provider_unavailable',
  /** No flow cookie, or its state does not match the callback's: a forged or stale callback. */
  'invalid_state',
  /** The flow began more than 10 minutes ago. */
  'expired',
  /** The e-mail matches an account but the provider has not verified it. */
  'email_unverified',
  /** A new account would be needed and sign-up is closed. */
  'signup_closed',
  /** Sign-in with the provider is not set up on this server. */
  'not_configured',
  /** Anything else that went wrong on our side. */
  'failed',
] as const;
export type OidcErrorReason = (typeof OIDC_ERROR_REASONS)[number];
