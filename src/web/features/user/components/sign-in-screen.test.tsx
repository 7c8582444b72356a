import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '../../../app/i18n/activate-language.ts';
import { meFixture } from '../../../test/fixtures.ts';
import { element, landing, renderRoutes } from '../../../test/render.tsx';
import { fakeApi, sentBody } from '../../../test/fake-server.ts';
import { HomePage } from '../pages/home-page.tsx';
import { LoginPage } from '../pages/login-page.tsx';

const routes = [
  element('/', <HomePage />),
  element('/login', <LoginPage />),
  landing('/signUp'),
  landing('/user/shoppingList'),
  landing('/admin/:name'),
];

const oidc = { label: 'Sign in with Authentik', startUrl: '/api/auth/oidc/start' };
const config = (over: Record<string, unknown> = {}) => ({ body: { password: true, oidc, signup: true, ...over } });

describe('sign-in with the identity provider on the login screen', () => {
  it('shows the button, a link to the launch URL, beside the password form', async () => {
    fakeApi({ 'GET /api/auth/config': config() });
    renderRoutes(routes, { path: '/login' });
    // The first test of the file loads the form's lazy chunk: slow on a busy machine.
    const button = await screen.findByRole('link', { name: 'Sign in with Authentik' }, { timeout: 5000 });
    expect(button.getAttribute('href')).toBe('/api/auth/oidc/start');
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Register' })).toBeTruthy();
  });

  it('hides the password form when the server signs in only with the provider', async () => {
    fakeApi({ 'GET /api/auth/config': config({ password: false, signup: false }) });
    renderRoutes(routes, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Sign in with Authentik' })).toBeTruthy();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('leaves Register out when sign-up is closed', async () => {
    fakeApi({ 'GET /api/auth/config': config({ signup: false }) });
    renderRoutes(routes, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Sign in with Authentik' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('shows no button without a provider', async () => {
    fakeApi({ 'GET /api/auth/config': config({ oidc: null }) });
    renderRoutes(routes, { path: '/login' });
    expect(await screen.findByLabelText('Username')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /sign in with/i })).toBeNull();
  });

  it('exchanges ?oidc=<ticket> for a token and signs in like a password login', async () => {
    const log = fakeApi({
      'GET /api/auth/config': config(),
      'POST /api/auth/oidc/exchange': { body: { token: 'from-ticket' } },
      'GET /api/user/me': (init) => ({
        body: meFixture(),
        status: init.headers.authorization === 'Bearer from-ticket' ? 200 : 401,
      }),
    });
    renderRoutes(routes, { path: '/login?oidc=the-ticket' });
    expect(await screen.findByText('landed on /user/shoppingList', undefined, { timeout: 5000 })).toBeTruthy();
    const exchange = log.mock.calls.findIndex(([url]) => url === '/api/auth/oidc/exchange');
    expect(sentBody(log, exchange)).toEqual({ ticket: 'the-ticket' });
    expect(localStorage.getItem('token')).toBe('from-ticket');
    expect(await screen.findByText('🎉 Success Login 🎉!')).toBeTruthy();
    expect(log.mock.calls.filter(([url]) => url === '/api/auth/oidc/exchange')).toHaveLength(1);
  });

  it('says "Sign-in failed" when the ticket is refused, and stays', async () => {
    fakeApi({
      'GET /api/auth/config': config(),
      'POST /api/auth/oidc/exchange': { status: 404, body: { error: 'Sign-in ticket unknown', code: 'NOT_FOUND' } },
    });
    renderRoutes(routes, { path: '/login?oidc=spent' });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toContain('Sign-in failed');
    expect(alert.textContent).toContain('This sign-in has expired or was already used. Please try again.');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in with Authentik' })).toBeTruthy();
  });

  it('shows ?oidcError=<reason> in words, and never leaves the page by itself', async () => {
    const log = fakeApi({ 'GET /api/auth/config': config() });
    renderRoutes(routes, { path: '/login?oidcError=email_unverified' });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toContain('Sign-in failed');
    expect(alert.textContent).toContain(
      'Your e-mail address is not verified at your identity provider, so it cannot be linked to your account here.',
    );
    // Still here a moment later: no redirect, no retry of the provider.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByText(/landed on/)).toBeNull();
    expect(log.mock.calls.map(([url]) => url).filter((url) => url !== '/api/auth/config')).toEqual([]);
    // The user may still try again, by the button or by password.
    expect(screen.getByRole('link', { name: 'Sign in with Authentik' })).toBeTruthy();
    expect(screen.getByLabelText('Username')).toBeTruthy();
  });

  it('gives an unknown reason the generic words', async () => {
    fakeApi({ 'GET /api/auth/config': config() });
    renderRoutes(routes, { path: '/login?oidcError=<b>odd</b>' });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    expect(alert.textContent).toContain('Something went wrong. Please try again.');
    expect(alert.innerHTML).not.toContain('<b>');
  });

  it('speaks German', async () => {
    await activateLanguage('de');
    fakeApi({ 'GET /api/auth/config': config() });
    renderRoutes(routes, { path: '/login?oidcError=signup_closed' });
    const alert = await screen.findByRole('alert', undefined, { timeout: 5000 });
    await waitFor(() => expect(alert.textContent).toContain('Anmeldung fehlgeschlagen'));
  });

  it('lets the password form work beside the button', async () => {
    fakeApi({
      'GET /api/auth/config': config(),
      'POST /api/user/login': { body: { token: 't' } },
      'GET /api/user/me': { body: meFixture() },
    });
    renderRoutes(routes, { path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username', undefined, { timeout: 5000 }), 'homecook');
    await user.type(screen.getByLabelText('Password'), 'homecook1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('landed on /user/shoppingList')).toBeTruthy();
  });
});
