import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { loadWithRetry } from '../../../app/lazy-page.ts';
import { Loading } from '../../../components/loading.tsx';
import { useSignedInRedirect } from '../use-signed-in-redirect.ts';

// The form's code (react-hook-form, fields) loads only for a visitor who is not signed in; index.html's
// route preload fetches it with the entry for such a visitor (scripts/vite-route-preload.ts).
const SignInScreen = lazy(() =>
  loadWithRetry(() => import('../components/sign-in-screen.tsx')).then((m) => ({ default: m.SignInScreen })),
);

function PageLoading() {
  return (
    <main id="main" className="page">
      <Loading />
    </main>
  );
}

/** '/': the login screen for anonymous visitors; signed-in users go on to their area (spec §2). */
export function HomePage() {
  const { target, checking } = useSignedInRedirect();
  if (target) return <Navigate to={target} replace />;
  if (checking) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SignInScreen />
    </Suspense>
  );
}
