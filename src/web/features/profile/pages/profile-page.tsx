// TODO(foundation stub): this page.
export function ProfilePage() {
  return (
    <main className="page">
      <h1>ProfilePage</h1>
    </main>
  );
}
