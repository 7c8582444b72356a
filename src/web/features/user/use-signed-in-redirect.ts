import { useEffect, useState } from 'react';
import { getToken } from '../../app/api.ts';
import { useAppDispatch, useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../app/paths.ts';
import { fetchMe, selectIsLogged, selectUserInfo } from './user-slice.ts';

/**
 * Where a signed-in visitor of '/' or '/login' belongs (spec §2): admins to /admin/{name}, everyone
 * else to the shopping list. A token without user state (a new tab) is checked with the server first.
 */
export function useSignedInRedirect(): { target: string | null; checking: boolean } {
  const dispatch = useAppDispatch();
  const isLogged = useAppSelector(selectIsLogged);
  const info = useAppSelector(selectUserInfo);
  const hasToken = getToken() !== null;
  const [checking, setChecking] = useState(() => hasToken && !isLogged);

  useEffect(() => {
    if (!checking) return;
    const request = dispatch(fetchMe());
    void request.then((action) => {
      if (!(fetchMe.rejected.match(action) && action.meta.aborted)) setChecking(false);
    });
    return () => request.abort();
  }, [dispatch, checking]);

  if (!hasToken || !isLogged) return { target: null, checking };
  return { target: info.isAdmin ? paths.adminHome(info.name) : paths.shoppingList, checking: false };
}
