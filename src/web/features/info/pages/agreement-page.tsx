// TODO(foundation stub): this page.
export function AgreementPage() {
  return (
    <main className="page">
      <h1>AgreementPage</h1>
    </main>
  );
}
