import { Link } from 'react-router';

/** The not-found page: the spec requires the plain text 'NotFound'. */
export function NotFound() {
  return (
    <main id="main" className="page not-found">
      <div className="not-found-card">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1>NotFound</h1>
        <p className="muted">We looked in every cupboard, but this page is not here.</p>
        <Link to="/" className="btn btn-primary">
          Go home
        </Link>
      </div>
    </main>
  );
}
