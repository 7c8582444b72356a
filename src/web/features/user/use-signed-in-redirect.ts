import { getToken } from '../../app/api.ts';
import { useAppSelector } from '../../app/hooks.ts';
import { paths } from '../../app/paths.ts';
import { useGetMeQuery } from './user-api.ts';
import { selectIsLogged, selectUserInfo } from './user-slice.ts';

/**
 * Where a signed-in visitor of '/' or '/login' belongs (spec §2): admins to /admin/{name}, everyone
 * else to the shopping list. A token without user state (a new tab) is checked with the server first.
 */
export function useSignedInRedirect(): { target: string | null; checking: boolean } {
  const isLogged = useAppSelector(selectIsLogged);
  const info = useAppSelector(selectUserInfo);
  const hasToken = getToken() !== null;
  const me = useGetMeQuery(undefined, { skip: !hasToken || isLogged, refetchOnMountOrArgChange: true });
  const checking = hasToken && !isLogged && !me.isError && !me.isSuccess;

  if (!hasToken || !isLogged) return { target: null, checking };
  return { target: info.isAdmin ? paths.adminHome(info.name) : paths.shoppingList, checking: false };
}
