import { useCallback } from 'react';
import { clearToken, getToken } from '../../app/api.ts';
import { useAppDispatch } from '../../app/hooks.ts';
import { userLoggedOut } from '../../app/session-events.ts';
import { useLogoutMutation } from './user-api.ts';

/** Logout (spec §4): revokes the token on the server, then clears it and every slice, the cache included. */
export function useLogout() {
  const dispatch = useAppDispatch();
  const [revoke] = useLogoutMutation();
  return useCallback(async () => {
    // The session ends on this device whatever the server answers.
    if (getToken()) await revoke();
    clearToken();
    dispatch(userLoggedOut());
  }, [dispatch, revoke]);
}
