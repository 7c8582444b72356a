import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'react-toastify';
import type { Me } from '#domain/user.ts';
import { Loading } from './loading.tsx';
import { getToken } from '../app/api.ts';
import { paths } from '../app/paths.ts';
import { useAdminCheck } from './use-admin-check.ts';

/** The text of spec §8, shown when a non-admin opens an admin page. */
const NOT_AUTHORIZED = msg`Not authorized for admin portal`;

function Denied({ quiet }: { quiet: boolean }) {
  const { t } = useLingui();
  const text = t(NOT_AUTHORIZED);
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect (and quick repeats) to one toast.
    if (!quiet) toast.error(text, { toastId: 'admin-not-authorized' });
  }, [quiet, text]);
  return <Navigate to={paths.home} replace />;
}

/**
 * Renders its children only for an admin; anyone else goes to / with a toast (spec §6), or, when the
 * page gives a `forUser` view, a signed-in user who is no admin sees that instead.
 */
export function RequireAdmin({ children, forUser }: { children: (me: Me) => ReactNode; forUser?: ReactNode }) {
  const { t } = useLingui();
  const check = useAdminCheck();
  if (check.state === 'pending') return <Loading label={t`Checking your access…`} />;
  if (check.state === 'denied' && forUser && getToken()) return <>{forUser}</>;
  if (check.state === 'denied') return <Denied quiet={check.signedOut} />;
  return <>{children(check.me)}</>;
}
