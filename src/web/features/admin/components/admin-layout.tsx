import { Outlet, useLocation, useOutletContext, useSearchParams } from 'react-router';
import type { Me } from '#domain/user.ts';
import { AdminSubnav } from '../../../components/admin-subnav.tsx';
import { RequireAdmin } from '../../../components/require-admin.tsx';
import { OnlyAdminsCanImport } from '../bookmarklet/only-admins-can-import.tsx';

/** What the admin layout hands to its pages: the signed-in admin. */
export interface AdminOutletContext {
  me: Me;
}

/** The signed-in admin, inside the admin layout. */
export const useAdminContext = () => useOutletContext<AdminOutletContext>();

/** /admin: the admin guard, the admin sub-navigation and the nested page (spec §2, §6). */
export function AdminLayout() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  // A user's bookmarklet opens the admin's add page: tell them how to suggest the recipe instead.
  const byBookmarklet =
    /^\/admin\/addrecipe\/?$/i.test(pathname) && (search.get('from') === 'bookmarklet' || search.has('handoff'));
  return (
    <RequireAdmin forUser={byBookmarklet ? <OnlyAdminsCanImport /> : undefined}>
      {(me) => (
        <div className="admin-shell">
          <AdminSubnav />
          <Outlet context={{ me } satisfies AdminOutletContext} />
        </div>
      )}
    </RequireAdmin>
  );
}
