// TODO(foundation stub): this page.
export function RecipeListPage() {
  return (
    <main className="page">
      <h1>RecipeListPage</h1>
    </main>
  );
}
