import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'react-toastify';
import type { Me } from '#domain/user.ts';
import { Loading } from './loading.tsx';
import { paths } from '../app/paths.ts';
import { useAdminCheck } from './use-admin-check.ts';

/** The text of spec §8, shown when a non-admin opens an admin page. */
export const NOT_AUTHORIZED = 'Not authorized for admin portal';

function Denied({ quiet }: { quiet: boolean }) {
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect (and quick repeats) to one toast.
    if (!quiet) toast.error(NOT_AUTHORIZED, { toastId: 'admin-not-authorized' });
  }, [quiet]);
  return <Navigate to={paths.home} replace />;
}

/** Renders its children only for an admin; anyone else goes to / with a toast (spec §6). */
export function RequireAdmin({ children }: { children: (me: Me) => ReactNode }) {
  const check = useAdminCheck();
  if (check.state === 'pending') return <Loading label="Checking your access…" />;
  if (check.state === 'denied') return <Denied quiet={check.signedOut} />;
  return <>{children(check.me)}</>;
}
