// TODO(foundation stub): this page.
export function HistoryPage() {
  return (
    <main className="page">
      <h1>HistoryPage</h1>
    </main>
  );
}
