// TODO(foundation stub): this page.
export function ReviewSuggestionPage() {
  return (
    <main className="page">
      <h1>ReviewSuggestionPage</h1>
    </main>
  );
}
