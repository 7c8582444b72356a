// TODO(foundation stub): this page.
export function AdminHomePage() {
  return (
    <main className="page">
      <h1>AdminHomePage</h1>
    </main>
  );
}
