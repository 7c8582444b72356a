import { Outlet } from 'react-router';

// TODO(foundation stub): replaced by the real layouts (user shell, profile, admin guard).
export function OutletLayout() {
  return <Outlet />;
}
