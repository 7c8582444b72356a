// TODO(foundation stub): this page.
export function AdminUsersPage() {
  return (
    <main className="page">
      <h1>AdminUsersPage</h1>
    </main>
  );
}
