// TODO(foundation stub): this page.
export function SignUpPage() {
  return (
    <main className="page">
      <h1>SignUpPage</h1>
    </main>
  );
}
