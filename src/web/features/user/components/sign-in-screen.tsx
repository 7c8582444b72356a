import { Trans } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useGetAuthConfigQuery } from '../auth-api.ts';
import { useOidcTicket } from '../use-oidc-ticket.ts';
import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { OidcButton, OidcFailure } from './oidc-sign-in.tsx';

/**
 * The sign-in screen of '/' and '/login': its own chunk, so a signed-in visitor never loads the form's code.
 * Beside the password form, the identity provider's button when the server has one (GET /api/auth/config);
 * without password sign-in, the button alone. `?oidc=<ticket>` signs in; `?oidcError=<reason>` says why not.
 */
export function SignInScreen() {
  const [search] = useSearchParams();
  const { data: config } = useGetAuthConfigQuery();
  const ticket = useOidcTicket(search.get('oidc'));
  const reason = ticket.failed ? 'ticket' : search.get('oidcError');

  if (ticket.working) {
    return (
      <AuthShell>
        <p role="status">
          <Trans>Signing you in…</Trans>
        </p>
        <Loading />
      </AuthShell>
    );
  }
  // Until the server says otherwise (or if it cannot say), the password form is offered as always.
  const password = config?.password ?? true;
  return (
    <AuthShell>
      {reason !== null && <OidcFailure reason={reason} />}
      {password && <LoginForm canRegister={config?.signup ?? true} />}
      {config?.oidc && (
        <div className="form-actions">
          {password && (
            <span className="muted">
              <Trans>or</Trans>
            </span>
          )}
          <OidcButton oidc={config.oidc} primary={!password} />
        </div>
      )}
    </AuthShell>
  );
}
