import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { getToken } from '../../../app/api.ts';
import type { ApiFailure } from '../../../app/api-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.ts';
import { paths } from '../../../app/paths.ts';
import { userLoggedOut } from '../../../app/session-events.ts';
import { Loading } from '../../../components/loading.tsx';
import { useGetLikesQuery } from '../../profile/index.ts';
import { useGetMeQuery } from '../user-api.ts';
import { selectIsLogged } from '../user-slice.ts';

/**
 * The user area shell (spec §2): no token → '/'. With a token it fetches the user on load, so a
 * token alone (a fresh tab, a test) is enough to fill the state. It also loads likes and dislikes,
 * which several pages show; recipes are paged on the server, so the catalogue is never fetched whole.
 * The nav lives in the site header.
 */
export function UserLayout() {
  const dispatch = useAppDispatch();
  const isLogged = useAppSelector(selectIsLogged);
  const token = getToken();
  const me = useGetMeQuery(undefined, { skip: !token, refetchOnMountOrArgChange: true });
  // Dislikes are not fetched here: the recipe list asks for their ids only, and the pages that show or
  // toggle dislikes fetch them.
  useGetLikesQuery(undefined, { skip: !token });

  useEffect(() => {
    // Persisted state without a token is a stale session: drop it.
    if (!token && isLogged) dispatch(userLoggedOut());
  }, [dispatch, token, isLogged]);

  if (!token) return <Navigate to={paths.home} replace />;
  if (!isLogged) {
    if (me.isError && !me.isFetching) {
      return (
        <main id="main" className="page">
          <div className="alert alert-danger" role="alert">
            <p>
              <Trans>We could not load your account.</Trans> {(me.error as ApiFailure).message}
            </p>
            <button type="button" className="btn" onClick={() => void me.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        </main>
      );
    }
    return (
      <main id="main" className="page">
        <Loading />
      </main>
    );
  }
  return <Outlet />;
}
