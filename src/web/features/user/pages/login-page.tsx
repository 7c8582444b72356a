import { HomePage } from './home-page.tsx';

/** '/login': the same screen as '/', so a signed-in visitor is sent onward the same way. */
export function LoginPage() {
  return <HomePage />;
}
