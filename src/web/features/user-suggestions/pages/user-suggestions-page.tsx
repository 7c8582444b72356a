// TODO(foundation stub): this page.
export function UserSuggestionsPage() {
  return (
    <main className="page">
      <h1>UserSuggestionsPage</h1>
    </main>
  );
}
