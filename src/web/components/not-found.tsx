/** The not-found page: the spec requires the plain text 'NotFound'. */
export function NotFound() {
  return (
    <main className="page not-found">
      <h1>NotFound</h1>
      <p>
        The page you asked for does not exist. <a href="/">Go home</a>
      </p>
    </main>
  );
}
