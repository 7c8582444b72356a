import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';

/** The not-found page: the spec requires the plain text 'NotFound' (in English; translated otherwise). */
export function NotFound() {
  return (
    <main id="main" className="page not-found">
      <div className="not-found-card">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>
          <Trans>NotFound</Trans>
        </h1>
        <p className="muted">
          <Trans>We looked in every cupboard, but this page is not here.</Trans>
        </p>
        <Link to="/" className="btn btn-primary">
          <Trans>Go home</Trans>
        </Link>
      </div>
    </main>
  );
}
