// TODO(foundation stub): this page.
export function ChefsChoicePage() {
  return (
    <main className="page">
      <h1>ChefsChoicePage</h1>
    </main>
  );
}
