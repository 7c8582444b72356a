import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities, users } from '../../db/schema.ts';
import { createUser, signUpBody } from '../../test/factories.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { APP_ORIGIN, BUTTON, me, oidcSettings, REDIRECT_URI, signInWithProvider } from './oidc.test-support.ts';

let provider: TestOidcProvider;
beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
});
afterAll(() => provider?.close());

const userCount = async (t: TestApp) => (await t.db.select({ value: count() }).from(users))[0].value;

describe('OIDC_ONLY=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: APP_ORIGIN, oidc: oidcSettings(provider), passwordSignIn: false });
  });
  afterAll(() => t?.close());

  it('offers only the button', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.json()).toEqual({
      password: false,
      oidc: { label: BUTTON, startUrl: '/api/auth/oidc/start' },
      signup: false,
    });
  });

  it('refuses a right password with 403 naming the button', async () => {
    const cook = await createUser(t.app, { password: 'right-password' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: cook.username, password: 'right-password' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_SIGN_IN_OFF' });
    expect(res.json().error).toContain(BUTTON);
  });

  it('refuses sign-up by password with 403, storing nothing', async () => {
    const before = await userCount(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUpBody() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_SIGN_IN_OFF' });
    expect(res.json().error).toContain(BUTTON);
    expect(await userCount(t)).toBe(before);
  });

  it('still signs in with the provider, new accounts included', async () => {
    const account = { sub: 'only-1', email: 'only-1@example.org', email_verified: true };
    provider.setAccount(account);
    const result = await signInWithProvider(provider, account.sub, t.app);
    expect(result.error).toBeNull();
    expect((await me(t.app, result.token!)).status).toBe(200);
  });
});

describe('SIGNUP_OPEN=false', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: APP_ORIGIN, oidc: oidcSettings(provider), signupOpen: false });
  });
  afterAll(() => t?.close());

  it('says so in the config and refuses sign-up by password with 403', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toMatchObject({
      password: true,
      signup: false,
    });
    const before = await userCount(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUpBody() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Sign-up is closed on this server', code: 'SIGNUP_CLOSED' });
    expect(await userCount(t)).toBe(before);
  });

  it('refuses an unknown provider account (signup_closed), making nothing', async () => {
    const account = { sub: 'closed-new', email: 'closed-new@example.org', email_verified: true };
    provider.setAccount(account);
    const before = await userCount(t);
    const result = await signInWithProvider(provider, account.sub, t.app);
    expect(result.final.pathname).toBe('/login');
    expect(result.error).toBe('signup_closed');
    expect(result.token).toBeUndefined();
    expect(await userCount(t)).toBe(before);
    const links = await t.db.select().from(oidcIdentities).where(eq(oidcIdentities.subject, account.sub));
    expect(links).toEqual([]);
  });

  it('still signs in an account linked by a verified e-mail, and again by its link', async () => {
    const cook = await createUser(t.app);
    const account = { sub: 'closed-known', email: cook.email, email_verified: true };
    provider.setAccount(account);
    const first = await signInWithProvider(provider, account.sub, t.app);
    expect((await me(t.app, first.token!)).body.id).toBe(cook.id);
    provider.setAccount({ ...account, email: 'elsewhere@example.org' });
    const second = await signInWithProvider(provider, account.sub, t.app);
    expect((await me(t.app, second.token!)).body.id).toBe(cook.id);
  });

  it('keeps password login working', async () => {
    const cook = await createUser(t.app, { password: 'pw-12345' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: cook.username, password: 'pw-12345' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('without an OpenID provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('offers passwords only, and the OIDC doors end on the login page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).json()).toEqual({
      password: true,
      oidc: null,
      signup: true,
    });
    for (const url of ['/api/auth/oidc/start', '/api/auth/oidc/callback?code=a&state=b']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?oidcError=not_configured');
    }
  });
});

describe('a provider that cannot be reached', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      publicUrl: APP_ORIGIN,
      // Port 9 on loopback: nothing listens there.
      oidc: { ...oidcSettings(provider), issuer: 'http://127.0.0.1:9' },
    });
  });
  afterAll(() => t?.close());

  it('sends the launch back to the login page with provider_unavailable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?oidcError=provider_unavailable');
  });
});
