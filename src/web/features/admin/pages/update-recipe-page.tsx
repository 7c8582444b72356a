// TODO(foundation stub): this page.
export function UpdateRecipePage() {
  return (
    <main className="page">
      <h1>UpdateRecipePage</h1>
    </main>
  );
}
