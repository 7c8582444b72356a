import { useEffect, useState } from 'react';
import type { Me } from '#domain/user.ts';
import { getToken } from '../app/api.ts';
import { useAppDispatch, useAppSelector } from '../app/hooks.ts';
import { fetchMe, selectIsAdmin, selectIsLogged } from '../features/user/index.ts';

/** Outcome of the admin check: still asking, an admin (with who it is), or not allowed. */
export type AdminCheck =
  | { state: 'pending' }
  | { state: 'allowed'; me: Me }
  /** signedOut: an admin logged out here, which is no intrusion and earns no warning. */
  | { state: 'denied'; signedOut: boolean };

/**
 * The client-side admin check (spec §4, §6). It fetches the user through the user slice, so a token alone
 * (a new tab, a bookmark) also fills the header, and it asks again whenever the token changes. It also
 * follows the user slice: once that says the session is logged out or not an admin's, access ends.
 */
export function useAdminCheck(): AdminCheck {
  const dispatch = useAppDispatch();
  const token = getToken();
  const isLogged = useAppSelector(selectIsLogged);
  const isAdmin = useAppSelector(selectIsAdmin);
  const [answer, setAnswer] = useState<{ token: string; me: Me | null } | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    const request = dispatch(fetchMe());
    void request.then((result) => {
      if (live) setAnswer({ token, me: fetchMe.fulfilled.match(result) ? result.payload : null });
    });
    return () => {
      live = false;
      request.abort();
    };
  }, [dispatch, token]);

  if (!token) return { state: 'denied', signedOut: Boolean(answer?.me?.isAdmin) };
  if (!answer || answer.token !== token) return { state: 'pending' };
  if (!answer.me?.isAdmin || !isLogged || !isAdmin) return { state: 'denied', signedOut: false };
  return { state: 'allowed', me: answer.me };
}
