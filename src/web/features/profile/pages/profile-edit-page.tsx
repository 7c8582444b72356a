// TODO(foundation stub): this page.
export function ProfileEditPage() {
  return (
    <main className="page">
      <h1>ProfileEditPage</h1>
    </main>
  );
}
