import { useState } from 'react';
import type { Me } from '#domain/user.ts';
import { getToken } from '../app/api.ts';
import { useAppSelector } from '../app/hooks.ts';
import { selectIsAdmin, selectIsLogged, useGetMeQuery } from '../features/user/index.ts';

/** Outcome of the admin check: still asking, an admin (with who it is), or not allowed. */
export type AdminCheck =
  | { state: 'pending' }
  | { state: 'allowed'; me: Me }
  /** signedOut: an admin logged out here, which is no intrusion and earns no warning. */
  | { state: 'denied'; signedOut: boolean };

/**
 * The client-side admin check (spec §4, §6). It asks the server who is signed in as it mounts, so a token
 * alone (a new tab, a bookmark) also fills the header; a login or another tab's login asks again. It also
 * follows the user slice: once that says the session is logged out or not an admin's, access ends.
 */
export function useAdminCheck(): AdminCheck {
  const token = getToken();
  const isLogged = useAppSelector(selectIsLogged);
  const isAdmin = useAppSelector(selectIsAdmin);
  const {
    data: me,
    isError,
    isFetching,
  } = useGetMeQuery(undefined, {
    skip: !token,
    refetchOnMountOrArgChange: true,
  });
  const [wasAdmin, setWasAdmin] = useState(false);
  if (token && me?.isAdmin && !wasAdmin) setWasAdmin(true);

  if (!token) return { state: 'denied', signedOut: wasAdmin };
  if (!me && !isError) return { state: 'pending' };
  // The first answer of this visit, not one cached from an earlier one.
  if (isFetching && !wasAdmin) return { state: 'pending' };
  if (!me?.isAdmin || !isLogged || !isAdmin) return { state: 'denied', signedOut: false };
  return { state: 'allowed', me };
}
