// TODO(foundation stub): this page.
export function MakeSuggestionPage() {
  return (
    <main className="page">
      <h1>MakeSuggestionPage</h1>
    </main>
  );
}
