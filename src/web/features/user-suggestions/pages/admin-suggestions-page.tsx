// TODO(foundation stub): this page.
export function AdminSuggestionsPage() {
  return (
    <main className="page">
      <h1>AdminSuggestionsPage</h1>
    </main>
  );
}
