import type { ErrorCode } from '#domain/error-codes.ts';
import { AppError } from '../../lib/errors.ts';
import type { AppConfig } from '../../config.ts';

/**
 * OIDC_ONLY and SIGNUP_OPEN applied to the password doors: login and sign-up answer 403 with a text that
 * names the provider's button, so a user of an old page knows where to go.
 */
export function createPasswordAccess(config: Pick<AppConfig, 'oidc' | 'passwordSignIn' | 'signupOpen'>) {
  const button = config.oidc?.label ?? 'Sign in with SSO';
  const refuse = (code: ErrorCode, message: string) => new AppError(403, code, message);
  return {
    assertLogin() {
      if (!config.passwordSignIn)
        throw refuse('PASSWORD_SIGN_IN_OFF', `Password sign-in is turned off: use "${button}"`);
    },
    assertSignup() {
      if (!config.passwordSignIn)
        throw refuse('PASSWORD_SIGN_IN_OFF', `Sign-up by password is turned off: use "${button}"`);
      if (!config.signupOpen) throw refuse('SIGNUP_CLOSED', 'Sign-up is closed on this server');
    },
  };
}
export type PasswordAccess = ReturnType<typeof createPasswordAccess>;
