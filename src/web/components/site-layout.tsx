import { Outlet, ScrollRestoration } from 'react-router';
import { ToastContainer } from 'react-toastify';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

/**
 * The frame of every screen: header and nav, the page (each page renders its own <main>), the footer
 * and the one toast area. Toasts do not pause on focus loss (spec §2); each toast picks its own
 * position and duration (spec §9), the defaults being bottom-right and 3 s.
 */
export function SiteLayout() {
  return (
    <>
      <SiteHeader />
      <div className="site-content">
        <Outlet />
      </div>
      <SiteFooter />
      <ToastContainer position="bottom-right" autoClose={3000} pauseOnFocusLoss={false} newestOnTop />
      <ScrollRestoration />
    </>
  );
}
