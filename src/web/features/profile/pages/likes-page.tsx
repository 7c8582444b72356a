// TODO(foundation stub): this page.
export function LikesPage() {
  return (
    <main className="page">
      <h1>LikesPage</h1>
    </main>
  );
}
