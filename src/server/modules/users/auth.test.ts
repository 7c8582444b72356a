import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('login and logout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: object) => t.app.inject({ method: 'POST', url: '/api/user/login', payload });
  const me = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });

  describe('POST /api/user/login', () => {
    it('answers a working token, stored only as its hash', async () => {
      const user = await createUser(t.app, { password: 'pass-word' });
      const res = await login({ username: user.username.toUpperCase(), password: 'pass-word' });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(['token']);
      const { token } = res.json();
      expect((await me(token)).json().id).toBe(user.id);
      const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
      expect(stored.map((s) => s.tokenHash)).toContain(hashToken(token));
      expect(stored.map((s) => s.tokenHash)).not.toContain(token);
    });

    it('answers the same 401 for a wrong password and an unknown user', async () => {
      const user = await createUser(t.app);
      const wrong = await login({ username: user.username, password: 'wrong-password' });
      const unknown = await login({ username: 'no_such_user', password: 'whatever' });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ error: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
      expect(unknown.json()).toEqual(wrong.json());
      expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(1);
    });

    it('answers 400 naming a missing field', async () => {
      const res = await login({ username: 'someone' });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details)).toEqual(['password']);
    });
  });

  describe('POST /api/user/logout', () => {
    it('revokes the token it was called with, and only that one', async () => {
      const user = await createUser(t.app);
      const other = await t.app.deps.sessions.issue(user.id);
      const res = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: user.auth });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await me(user.token)).statusCode).toBe(401);
      expect((await me(other)).statusCode).toBe(200);
      const hashes = (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.tokenHash);
      expect(hashes).toEqual([hashToken(other)]);
    });

    it('answers 401 without a token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/logout' });
      expect(res.statusCode).toBe(401);
    });
  });
});

describe('rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { login: 2, userExists: 3 } });
  });
  afterAll(() => t.close());

  const login = (username: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress: ip,
      payload: { username, password: 'wrong-password' },
    });

  it('limits failed login attempts per IP and username', async () => {
    expect((await login('victim_one')).statusCode).toBe(401);
    expect((await login('VICTIM_ONE')).statusCode).toBe(401);
    const limited = await login('victim_one');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String), code: 'RATE_LIMITED' });
    // Another username from the same address, or the same username from elsewhere, is still allowed.
    expect((await login('victim_two')).statusCode).toBe(401);
    expect((await login('victim_one', '10.0.0.2')).statusCode).toBe(401);
  });

  it('never limits successful logins, and a success clears the failures', async () => {
    const cook = await createUser(t.app, { password: 'right-password' });
    const ok = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.0.0.5',
        payload: { username: cook.username, password: 'right-password' },
      });
    for (let i = 0; i < 5; i++) expect((await ok()).statusCode).toBe(200);
    expect((await login(cook.username, '10.0.0.5')).statusCode).toBe(401);
    expect((await ok()).statusCode).toBe(200);
    expect((await login(cook.username, '10.0.0.5')).statusCode).toBe(401);
    expect((await login(cook.username, '10.0.0.5')).statusCode).toBe(401);
    const limited = await login(cook.username, '10.0.0.5');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('limits availability checks per IP', async () => {
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/userExists/username',
        remoteAddress: '10.0.0.9',
        payload: { value: 'someone_new' },
      });
    for (let i = 0; i < 3; i++) expect((await check()).statusCode).toBe(200);
    const limited = await check();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toEqual(expect.any(String));
  });
});
