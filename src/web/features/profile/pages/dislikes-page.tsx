// TODO(foundation stub): this page.
export function DislikesPage() {
  return (
    <main className="page">
      <h1>DislikesPage</h1>
    </main>
  );
}
