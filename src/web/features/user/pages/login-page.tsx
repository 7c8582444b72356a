// TODO(foundation stub): this page.
export function LoginPage() {
  return (
    <main className="page">
      <h1>LoginPage</h1>
    </main>
  );
}
