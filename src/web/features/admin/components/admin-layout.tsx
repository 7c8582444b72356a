import { Outlet, useOutletContext } from 'react-router';
import type { Me } from '#domain/user.ts';
import { AdminSubnav } from '../../../components/admin-subnav.tsx';
import { RequireAdmin } from '../../../components/require-admin.tsx';

/** What the admin layout hands to its pages: the signed-in admin. */
export interface AdminOutletContext {
  me: Me;
}

/** The signed-in admin, inside the admin layout. */
export const useAdminContext = () => useOutletContext<AdminOutletContext>();

/** /admin: the admin guard, the admin sub-navigation and the nested page (spec §2, §6). */
export function AdminLayout() {
  return (
    <RequireAdmin>
      {(me) => (
        <div className="admin-shell">
          <AdminSubnav />
          <Outlet context={{ me } satisfies AdminOutletContext} />
        </div>
      )}
    </RequireAdmin>
  );
}
