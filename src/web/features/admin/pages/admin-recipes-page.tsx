// TODO(foundation stub): this page.
export function AdminRecipesPage() {
  return (
    <main className="page">
      <h1>AdminRecipesPage</h1>
    </main>
  );
}
