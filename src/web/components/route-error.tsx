import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageLoadError } from '../app/lazy-page.ts';
import { NotFound } from './not-found.tsx';

/** Error boundary of each layout route: a friendly message instead of a blank page. */
export function RouteError({ reload = () => location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (error instanceof PageLoadError) {
    return (
      <main className="page" role="alert">
        <h1>This page could not be loaded</h1>
        <p>Check your connection, then reload the page.</p>
        <p>
          <button type="button" className="btn" onClick={reload}>
            Reload
          </button>
        </p>
      </main>
    );
  }
  return (
    <main className="page" role="alert">
      <h1>Something went wrong</h1>
      <p>Sorry, this page failed to load. Try again, or go back to the start.</p>
      <p>
        <a href="/">Go home</a>
      </p>
    </main>
  );
}
