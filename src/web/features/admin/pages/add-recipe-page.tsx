// TODO(foundation stub): this page.
export function AddRecipePage() {
  return (
    <main className="page">
      <h1>AddRecipePage</h1>
    </main>
  );
}
