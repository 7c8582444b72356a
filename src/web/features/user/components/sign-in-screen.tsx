import { AuthShell } from './auth-shell.tsx';
import { LoginForm } from './login-form.tsx';

/** The sign-in screen of '/' and '/login': its own chunk, so a signed-in visitor never loads the form's code. */
export function SignInScreen() {
  return (
    <AuthShell>
      <LoginForm />
    </AuthShell>
  );
}
