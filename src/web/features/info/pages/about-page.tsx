// TODO(foundation stub): this page.
export function AboutPage() {
  return (
    <main className="page">
      <h1>AboutPage</h1>
    </main>
  );
}
