import { Trans } from '@lingui/react/macro';
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
        <h1>
          <Trans>This page could not be loaded</Trans>
        </h1>
        <p>
          <Trans>Check your connection, then reload the page.</Trans>
        </p>
        <p>
          <button type="button" className="btn" onClick={reload}>
            <Trans>Reload</Trans>
          </button>
        </p>
      </main>
    );
  }
  return (
    <main className="page" role="alert">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <p>
        <Trans>Sorry, this page failed to load. Try again, or go back to the start.</Trans>
      </p>
      <p>
        <a href="/">
          <Trans>Go home</Trans>
        </a>
      </p>
    </main>
  );
}
