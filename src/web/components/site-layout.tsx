import { Outlet } from 'react-router';

// TODO(foundation stub): header 'Hello Kitchen', footer, toast container.
export function SiteLayout() {
  return <Outlet />;
}
