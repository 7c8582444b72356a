import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectNoSecrets } from './test-support.ts';

describe('editMe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const findRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  describe('PUT /api/user/editMe', () => {
    const edit = (user: TestUser, payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/user/editMe', headers: user.auth, payload });

    it('changes only the given fields', async () => {
      const user = await createUser(t.app);
      const res = await edit(user, { firstName: 'Grace', username: 'GraceHopper1' });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);
      expect(res.json()).toMatchObject({ id: user.id, firstName: 'Grace', username: 'gracehopper1' });
      const row = await findRow(user.id);
      expect(row).toMatchObject({ firstName: 'Grace', username: 'gracehopper1', lastName: user.lastName });
      expect(row.email).toBe(user.email);
      expect(row.updatedAt.getTime()).toBeGreaterThan(row.createdAt.getTime());
    });

    it('accepts the caller keeping their own username and email', async () => {
      const user = await createUser(t.app);
      const res = await edit(user, { username: user.username.toUpperCase(), email: user.email.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ username: user.username, email: user.email });
    });

    it("answers 409 for another user's username or email and changes nothing", async () => {
      const [user, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
      const byName = await edit(user, { firstName: 'Changed', username: other.username.toUpperCase() });
      expect(byName.statusCode).toBe(409);
      expect(byName.json()).toEqual({ error: 'Username is Taken', code: 'USERNAME_TAKEN' });
      const byEmail = await edit(user, { email: other.email });
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json()).toEqual({ error: 'Email is Taken', code: 'EMAIL_TAKEN' });
      const row = await findRow(user.id);
      expect(row).toMatchObject({ firstName: user.firstName, username: user.username, email: user.email });
    });

    it('answers 400 naming the invalid field, and 401 without a token', async () => {
      const user = await createUser(t.app);
      const bad = await edit(user, { phoneNum: '12', password: 'abc' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().details).sort()).toEqual(['password', 'phoneNum']);
      const anonymous = await t.app.inject({ method: 'PUT', url: '/api/user/editMe', payload: { firstName: 'Zed' } });
      expect(anonymous.statusCode).toBe(401);
      expect((await findRow(user.id)).phoneNum).toBe(user.phoneNum);
    });

    it('on a password change revokes the other sessions and keeps the current one', async () => {
      const user = await createUser(t.app, { password: 'old-secret' });
      const other = await t.app.deps.sessions.issue(user.id);
      const res = await edit(user, { password: 'new-secret' });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);

      const me = (authorization: string) =>
        t.app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization } });
      expect((await me(user.auth.authorization)).statusCode).toBe(200);
      expect((await me(`Bearer ${other}`)).statusCode).toBe(401);

      const login = (password: string) =>
        t.app.inject({ method: 'POST', url: '/api/user/login', payload: { username: user.username, password } });
      expect((await login('old-secret')).statusCode).toBe(401);
      expect((await login('new-secret')).statusCode).toBe(200);
    });

    it('keeps other sessions when the password does not change', async () => {
      const user = await createUser(t.app);
      const other = await t.app.deps.sessions.issue(user.id);
      expect((await edit(user, { lastName: 'Keeper' })).statusCode).toBe(200);
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: `Bearer ${other}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().lastName).toBe('Keeper');
    });
  });
});
