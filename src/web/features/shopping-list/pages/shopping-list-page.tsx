// TODO(foundation stub): this page.
export function ShoppingListPage() {
  return (
    <main className="page">
      <h1>ShoppingListPage</h1>
    </main>
  );
}
