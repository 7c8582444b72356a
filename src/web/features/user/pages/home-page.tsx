import { Navigate } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { AuthShell } from '../components/auth-shell.tsx';
import { LoginForm } from '../components/login-form.tsx';
import { useSignedInRedirect } from '../use-signed-in-redirect.ts';

/** '/': the login screen for anonymous visitors; signed-in users go on to their area (spec §2). */
export function HomePage() {
  const { target, checking } = useSignedInRedirect();
  if (target) return <Navigate to={target} replace />;
  if (checking) {
    return (
      <main id="main" className="page">
        <Loading />
      </main>
    );
  }
  return (
    <AuthShell>
      <LoginForm />
    </AuthShell>
  );
}
