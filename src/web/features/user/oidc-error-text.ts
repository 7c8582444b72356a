import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { OidcErrorReason } from '#domain/auth-config.ts';

const texts: Record<OidcErrorReason | 'ticket', MessageDescriptor> = {
  access_denied: msg`You cancelled the sign-in at your identity provider.`,
  provider_error: msg`Your identity provider refused the sign-in. Please try again.`,
  provider_unavailable: msg`Your identity provider could not be reached. Please try again later.`,
  invalid_state: msg`The sign-in could not be checked: it may have been started in another window. Please try again.`,
  expired: msg`The sign-in took too long. Please try again.`,
  email_unverified: msg`Your e-mail address is not verified at your identity provider, so it cannot be linked to your account here.`,
  signup_closed: msg`There is no account for you here and sign-up is closed. Ask an administrator.`,
  not_configured: msg`Sign-in with an identity provider is not set up on this server.`,
  failed: msg`Something went wrong. Please try again.`,
  ticket: msg`This sign-in has expired or was already used. Please try again.`,
};

/** Why an OIDC sign-in failed, in words; an unknown reason gets the generic text. */
export function oidcErrorText(reason: string): MessageDescriptor {
  return Object.hasOwn(texts, reason) ? texts[reason as keyof typeof texts] : texts.failed;
}
