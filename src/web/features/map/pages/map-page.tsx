// TODO(foundation stub): this page.
export function MapPage() {
  return (
    <main className="page">
      <h1>MapPage</h1>
    </main>
  );
}
