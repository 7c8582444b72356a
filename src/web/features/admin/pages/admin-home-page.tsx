import { useParams } from 'react-router';
import { NotFound } from '../../../components/not-found.tsx';
import { useAdminContext } from '../components/admin-layout.tsx';
import { AdminUsersPage } from './admin-users-page.tsx';

/** /admin/{name}: the admin's home (the user list) for their own name; any other segment is not found. */
export function AdminHomePage() {
  const { name = '' } = useParams();
  const { me } = useAdminContext();
  if (name.toLowerCase() !== me.username.toLowerCase()) return <NotFound />;
  return <AdminUsersPage />;
}
