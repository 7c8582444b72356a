import { Trans, useLingui } from '@lingui/react/macro';
import type { AuthConfig } from '#domain/auth-config.ts';
import { oidcErrorText } from '../oidc-error-text.ts';

/** The provider's button: a plain link to the launch URL, so the browser leaves for the provider. */
export function OidcButton({ oidc, primary }: { oidc: NonNullable<AuthConfig['oidc']>; primary: boolean }) {
  return (
    <a className={primary ? 'btn btn-primary' : 'btn'} href={oidc.startUrl}>
      {oidc.label}
    </a>
  );
}

/** "Sign-in failed" and why; it stays until the user acts, and never redirects by itself. */
export function OidcFailure({ reason }: { reason: string }) {
  const { t } = useLingui();
  return (
    <div className="alert alert-danger" role="alert">
      <strong>
        <Trans>Sign-in failed</Trans>
      </strong>
      <p>{t(oidcErrorText(reason))}</p>
    </div>
  );
}
