import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcIdentities, oidcTickets, users } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { browse, CookieJar } from '../../test/oidc-browser.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { createTestApp, testConfig, type TestApp } from '../../test/test-app.ts';
import { FLOW_COOKIE } from './flow-settings.ts';
import { createOidcService } from './service.ts';
import { APP_ORIGIN, BUTTON, me, oidcSettings, REDIRECT_URI, signInWithProvider } from './oidc.test-support.ts';

let provider: TestOidcProvider;
let t: TestApp;
let n = 0;
/** A sub and e-mail no other test uses. */
const fresh = (name: string) => {
  n += 1;
  return {
    sub: `${name}-${n}-${Date.now().toString(36)}`,
    email: `${name}.${n}.${Date.now().toString(36)}@example.org`,
  };
};

const userCount = async () => (await t.db.select({ value: count() }).from(users))[0].value;
const identitiesOf = async (userId: number) =>
  t.db.select().from(oidcIdentities).where(eq(oidcIdentities.userId, userId));

beforeAll(async () => {
  provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
  t = await createTestApp({
    publicUrl: APP_ORIGIN,
    oidc: oidcSettings(provider, { adminGroup: 'kitchen-admins' }),
  });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

describe('the launch URL and the code flow with PKCE', () => {
  it('tells the login page which ways in exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      password: true,
      oidc: { label: BUTTON, startUrl: '/api/auth/oidc/start' },
      signup: true,
    });
  });

  it('redirects to the provider with S256, state and nonce, the flow in a signed HttpOnly SameSite=Lax cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/start' });
    expect(res.statusCode).toBe(302);
    const target = new URL(res.headers.location as string);
    expect(target.origin).toBe(provider.issuer);
    const q = target.searchParams;
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(q.get('state')).toBeTruthy();
    expect(q.get('nonce')).toBeTruthy();
    expect(q.get('client_id')).toBe(provider.clientId);
    expect(q.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(q.get('scope')).toBe('openid profile email groups');
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^hk_oidc_flow=[^;]+\.[^;]+;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc/);
    // The state, nonce and verifier are not readable in clear from the cookie's value.
    expect(cookie).not.toContain(q.get('state')!);
  });

  it('signs a new user in: ticket, then token; the username from preferred_username', async () => {
    const account = { ...fresh('ann'), email_verified: true, preferred_username: 'Ann Müller', name: 'Ann Müller' };
    provider.setAccount(account);
    const before = await userCount();
    const result = await signInWithProvider(provider, account.sub, t.app);
    expect(result.error).toBeNull();
    expect(result.statuses.every((s) => s < 500)).toBe(true);
    expect(result.final.searchParams.get('oidc')).toBeTruthy();
    expect(provider.lastAuthorization()?.get('code_challenge_method')).toBe('S256');
    const user = await me(t.app, result.token!);
    expect(user.status).toBe(200);
    expect(user.body.username).toBe('ann_muller');
    expect(user.body.email).toBe(account.email);
    expect(user.body.isAdmin).toBe(false);
    expect(await userCount()).toBe(before + 1);
    expect(await identitiesOf(user.body.id)).toMatchObject([{ issuer: provider.issuer, subject: account.sub }]);
    // The password door stays shut for this account: it has none anyone knows.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'ann_muller', password: '' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('makes a taken preferred_username unique', async () => {
    const taken = await createUser(t.app, { username: 'chef_bob' });
    const account = { ...fresh('bob'), email_verified: true, preferred_username: taken.username };
    provider.setAccount(account);
    const result = await signInWithProvider(provider, account.sub, t.app);
    const user = await me(t.app, result.token!);
    expect(user.body.id).not.toBe(taken.id);
    expect(user.body.username).toBe('chef_bob_2');
  });

  it('redeems a ticket once', async () => {
    const account = { ...fresh('tik'), email_verified: true };
    provider.setAccount(account);
    const result = await signInWithProvider(provider, account.sub, t.app);
    expect(result.token).toBeTruthy();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/oidc/exchange',
      payload: { ticket: result.final.searchParams.get('oidc') },
    });
    expect(again.statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { ticket: 'nope' } });
    expect(unknown.statusCode).toBe(404);
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: {} });
    expect(empty.statusCode).toBe(400);
  });

  it('refuses a ticket older than 60 seconds', async () => {
    const account = { ...fresh('old'), email_verified: true };
    provider.setAccount(account);
    provider.signInAs(account.sub);
    const { final } = await browse(`${APP_ORIGIN}/api/auth/oidc/start`, { appOrigin: APP_ORIGIN, appFor: () => t.app });
    const ticket = final.searchParams.get('oidc')!;
    expect(ticket).toBeTruthy();
    await t.db.update(oidcTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { ticket } });
    expect(res.statusCode).toBe(404);
  });
});

describe('linking accounts', () => {
  it('keeps the same account when the e-mail changes at the provider', async () => {
    const account = { ...fresh('eve'), email_verified: true };
    provider.setAccount(account);
    const first = await me(t.app, (await signInWithProvider(provider, account.sub, t.app)).token!);
    const before = await userCount();
    provider.setAccount({ ...account, email: `new.${account.email}` });
    const second = await me(t.app, (await signInWithProvider(provider, account.sub, t.app)).token!);
    expect(second.body.id).toBe(first.body.id);
    expect(await userCount()).toBe(before);
    expect(await identitiesOf(first.body.id)).toMatchObject([{ subject: account.sub, email: `new.${account.email}` }]);
  });

  it('refuses an unverified e-mail that matches an account, linking and making nothing', async () => {
    const owner = await createUser(t.app);
    const account = { sub: fresh('mal').sub, email: owner.email, email_verified: false };
    provider.setAccount(account);
    const before = await userCount();
    const result = await signInWithProvider(provider, account.sub, t.app);
    expect(result.final.pathname).toBe('/login');
    expect(result.error).toBe('email_unverified');
    expect(result.token).toBeUndefined();
    expect(await userCount()).toBe(before);
    expect(await identitiesOf(owner.id)).toEqual([]);
    const [left] = await t.db
      .select({ value: count() })
      .from(oidcIdentities)
      .where(eq(oidcIdentities.subject, account.sub));
    expect(left.value).toBe(0);
  });

  it('refuses a missing email_verified as unverified', async () => {
    const owner = await createUser(t.app);
    const account = { sub: fresh('mis').sub, email: owner.email };
    provider.setAccount(account);
    expect((await signInWithProvider(provider, account.sub, t.app)).error).toBe('email_unverified');
  });

  it('links a verified e-mail to the existing account', async () => {
    const owner = await createUser(t.app, { email: fresh('own').email.toUpperCase() });
    const account = { sub: fresh('own').sub, email: owner.email.toLowerCase(), email_verified: true };
    provider.setAccount(account);
    const before = await userCount();
    const result = await signInWithProvider(provider, account.sub, t.app);
    expect((await me(t.app, result.token!)).body.id).toBe(owner.id);
    expect(await userCount()).toBe(before);
    expect(await identitiesOf(owner.id)).toMatchObject([{ issuer: provider.issuer, subject: account.sub }]);
  });

  it('makes an account without any e-mail claim', async () => {
    const account = { sub: fresh('nomail').sub, preferred_username: 'no' };
    provider.setAccount(account);
    const result = await signInWithProvider(provider, account.sub, t.app);
    const user = await me(t.app, result.token!);
    expect(user.status).toBe(200);
    expect(user.body.username).toBe('no_user');
    expect(user.body.email).toMatch(/@users\.invalid$/);
  });
});

describe('groups and the admin group', () => {
  it('signs in with no groups claim, and with an empty one, as a non-admin', async () => {
    const none = { ...fresh('nog'), email_verified: true };
    const empty = { ...fresh('emg'), email_verified: true, groups: [] };
    provider.setAccount(none);
    provider.setAccount(empty);
    for (const account of [none, empty]) {
      const result = await signInWithProvider(provider, account.sub, t.app);
      expect(result.error).toBeNull();
      expect((await me(t.app, result.token!)).body.isAdmin).toBe(false);
    }
  });

  it('grants admin with the group and revokes it when the group is gone, at each sign-in', async () => {
    const account = { ...fresh('adm'), email_verified: true, groups: ['cooks', 'kitchen-admins'] };
    provider.setAccount(account);
    const first = (await signInWithProvider(provider, account.sub, t.app)).token!;
    expect((await me(t.app, first)).body.isAdmin).toBe(true);
    const all = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/user/all', headers: { authorization: `Bearer ${token}` } });
    expect((await all(first)).statusCode).toBe(200);

    provider.setAccount({ ...account, groups: ['cooks'] });
    const second = (await signInWithProvider(provider, account.sub, t.app)).token!;
    expect((await me(t.app, second)).body.isAdmin).toBe(false);
    // The older session loses it too: isAdmin is the user's.
    expect((await all(first)).statusCode).toBe(403);

    provider.setAccount({ ...account, groups: undefined });
    const third = (await signInWithProvider(provider, account.sub, t.app)).token!;
    expect((await me(t.app, third)).body.isAdmin).toBe(false);
  });

  it('revokes admin from a password admin linked by a verified e-mail without the group', async () => {
    const boss = await createUser(t.app, { isAdmin: true });
    const account = { sub: fresh('boss').sub, email: boss.email, email_verified: true, groups: ['cooks'] };
    provider.setAccount(account);
    const result = await signInWithProvider(provider, account.sub, t.app);
    expect((await me(t.app, result.token!)).body).toMatchObject({ id: boss.id, isAdmin: false });
  });
});

describe('failures end on the login page with a reason, never a 5xx', () => {
  it('says access_denied when the user refuses at the provider', async () => {
    const result = await signInWithProvider(provider, 'deny', t.app);
    expect(result.final.pathname).toBe('/login');
    expect(result.error).toBe('access_denied');
    expect(result.statuses.every((s) => s < 500)).toBe(true);
  });

  it('answers a provider error given straight to the callback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?error=access_denied&state=x' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?oidcError=access_denied');
    const other = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?error=server_error' });
    expect(other.headers.location).toBe('/login?oidcError=provider_error');
  });

  /** A flow begun on the app and stopped at the provider's answer: the callback URL and the browser's cookie. */
  async function callbackOf(sub: string) {
    provider.signInAs(sub);
    const { hops, jar } = await browse(`${APP_ORIGIN}/api/auth/oidc/start`, {
      appOrigin: APP_ORIGIN,
      // Stop at the callback: the app's /callback is answered by a stand-in that does nothing.
      appFor: (path) => (path.endsWith('/callback') ? stub : t.app),
    });
    const callback = hops.find((h) => h.url.pathname === '/api/auth/oidc/callback')!.url;
    return { callback, cookie: jar.header(APP_ORIGIN) };
  }
  const stub = {
    inject: async () => ({ statusCode: 200, headers: {} }),
  } as unknown as TestApp['app'];
  const callback = (url: URL, cookie?: string) =>
    t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: cookie ? { cookie } : {} });

  it('refuses a forged state, a missing state and a missing cookie', async () => {
    const account = { ...fresh('frg'), email_verified: true };
    provider.setAccount(account);
    const { callback: url, cookie } = await callbackOf(account.sub);
    const forged = new URL(url);
    forged.searchParams.set('state', 'forged-state');
    const missing = new URL(url);
    missing.searchParams.delete('state');
    for (const [u, c] of [
      [forged, cookie],
      [missing, cookie],
      [url, undefined],
      [url, 'hk_oidc_flow=tampered.value'],
    ] as const) {
      const res = await callback(u, c);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?oidcError=invalid_state');
    }
    // The genuine one still works once, then its replay signs nobody in.
    const first = await callback(url, cookie);
    expect(first.headers.location).toMatch(/^\/login\?oidc=/);
    const tickets = await t.db.select({ value: count() }).from(oidcTickets);
    const replay = await callback(url, cookie);
    expect(replay.statusCode).toBe(302);
    expect(replay.headers.location).toBe('/login?oidcError=provider_error');
    expect(await t.db.select({ value: count() }).from(oidcTickets)).toEqual(tickets);
  });

  it('answers odd callbacks with a redirect: repeated parameters, no query at all', async () => {
    for (const url of [
      '/api/auth/oidc/callback',
      '/api/auth/oidc/callback?state=a&state=b&code=c',
      '/api/auth/oidc/callback?code[x]=1',
      '/api/auth/oidc/callback?error=',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toMatch(/^\/login\?oidcError=\w+$/);
    }
  });

  it('refuses a flow begun more than 10 minutes ago (expired), even on another instance', async () => {
    const account = { ...fresh('late'), email_verified: true };
    provider.setAccount(account);
    provider.signInAs(account.sub);
    // An instance whose clock is 11 minutes behind begins the flow; its key is the one in the database.
    const early = createOidcService({
      db: t.db,
      config: testConfig({ publicUrl: APP_ORIGIN, oidc: oidcSettings(provider) }),
      sessions: t.app.deps.sessions,
      log: t.app.log,
      now: () => Date.now() - 11 * 60_000,
    });
    const started = await early.start(APP_ORIGIN);
    const jar = new CookieJar();
    jar.store(APP_ORIGIN, [`${FLOW_COOKIE}=${started.flowCookie!}`]);
    const { hops } = await browse(started.location, { appOrigin: APP_ORIGIN, appFor: () => stub, jar });
    const url = hops.find((h) => h.url.pathname === '/api/auth/oidc/callback')!.url;
    const res = await callback(url, jar.header(APP_ORIGIN));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?oidcError=expired');
  });

  it('clears the flow cookie at the callback', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/oidc/callback?state=x&code=y' });
    expect(String(res.headers['set-cookie'])).toMatch(/^hk_oidc_flow=;.*Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  it('redeems nothing when the linked account is gone', async () => {
    const account = { ...fresh('gone'), email_verified: true };
    provider.setAccount(account);
    const first = await me(t.app, (await signInWithProvider(provider, account.sub, t.app)).token!);
    await t.db.delete(users).where(eq(users.id, first.body.id));
    // The link went with the user (cascade): a new sign-in makes a new account.
    const again = await me(t.app, (await signInWithProvider(provider, account.sub, t.app)).token!);
    expect(again.body.id).not.toBe(first.body.id);
  });
});
