import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { meFixture } from '../../../test/fixtures.ts';
import { element, landing, renderRoutes } from '../../../test/render.tsx';
import { fakeApi, sentBody } from '../../../test/fake-server.ts';
import { HomePage } from './home-page.tsx';
import { LoginPage } from './login-page.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const routes = [
  element('/', <HomePage />),
  element('/login', <LoginPage />),
  landing('/signUp'),
  landing('/user/shoppingList'),
  landing('/admin/:name'),
];

async function logIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return user;
}

describe('the login screen', () => {
  it('is what anonymous visitors of / see', async () => {
    fakeApi({});
    renderRoutes(routes);
    // The first test of the file loads the form's lazy chunk (compiled with the i18n macro): slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('speaks German, its field messages too', async () => {
    await activateLanguage('de');
    fakeApi({});
    renderRoutes(routes, { path: '/login' });
    expect(await screen.findByRole('heading', { name: 'Willkommen zurück' })).toBeTruthy();
    expect(screen.getByLabelText('Benutzername')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByText('Benutzername ist erforderlich')).toBeTruthy();
    expect(screen.getByText('Passwort ist erforderlich')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Registrieren' })).toBeTruthy();
  });

  it('requires both fields', async () => {
    const fetchMock = fakeApi({});
    renderRoutes(routes, { path: '/login' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lowercases the username as typed; a user lands on the shopping list', async () => {
    const fetchMock = fakeApi({
      'POST /api/user/login': { body: { token: 't' } },
      'GET /api/user/me': { body: meFixture() },
    });
    renderRoutes(routes, { path: '/login' });
    await logIn('HomeCook', 'homecook1');
    expect(await screen.findByText('landed on /user/shoppingList')).toBeTruthy();
    expect(sentBody(fetchMock, 0)).toEqual({ username: 'homecook', password: 'homecook1' });
    expect(await screen.findByText('🎉 Success Login 🎉!')).toBeTruthy();
  });

  it('an admin lands on /admin/{name}', async () => {
    fakeApi({
      'POST /api/user/login': { body: { token: 't' } },
      'GET /api/user/me': { body: meFixture({ username: 'chefadmin', isAdmin: true }) },
    });
    renderRoutes(routes);
    await logIn('chefadmin', 'chefadmin1');
    expect(await screen.findByText('landed on /admin/:name')).toBeTruthy();
  });

  it("a failure shows the server's message as a dark bottom-center toast for 3 s", async () => {
    const error = vi.spyOn(toast, 'error');
    fakeApi({
      'POST /api/user/login': {
        status: 401,
        body: { error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' },
      },
    });
    renderRoutes(routes);
    await logIn('homecook', 'wrong');
    expect(await screen.findByText('Invalid username or password')).toBeTruthy();
    expect(error).toHaveBeenCalledWith('Invalid username or password', {
      position: 'bottom-center',
      autoClose: 3000,
      theme: 'dark',
    });
  });

  it('Register goes to /signUp', async () => {
    fakeApi({});
    renderRoutes(routes);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('landed on /signUp')).toBeTruthy();
  });

  it('a token without user state is checked, then sent onward', async () => {
    localStorage.setItem('token', 'injected');
    fakeApi({ 'GET /api/user/me': { body: meFixture() } });
    renderRoutes(routes);
    expect(await screen.findByText('landed on /user/shoppingList')).toBeTruthy();
  });

  it('a revoked token leaves the login screen in place', async () => {
    localStorage.setItem('token', 'revoked');
    fakeApi({ 'GET /api/user/me': { status: 401, body: { error: 'Session expired', code: 'UNAUTHENTICATED' } } });
    renderRoutes(routes);
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });
});
