import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from './not-found.tsx';

/** Error boundary of each layout route: a friendly message instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
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
