// TODO(foundation stub): this page.
export function RecipePage() {
  return (
    <main className="page">
      <h1>RecipePage</h1>
    </main>
  );
}
