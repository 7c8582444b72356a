// TODO(foundation stub): this page.
export function HomePage() {
  return (
    <main className="page">
      <h1>HomePage</h1>
    </main>
  );
}
