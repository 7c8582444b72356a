import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectNoSecrets, signUpBody } from './test-support.ts';

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const findRow = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

  it('documents every user route in OpenAPI, with no password in any answer', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = Object.keys(doc.paths).filter((p) => p.startsWith('/api/user/') && !p.startsWith('/api/user/me/'));
    expect(paths.sort()).toEqual(
      [
        '/api/user/all',
        '/api/user/editMe',
        '/api/user/login',
        '/api/user/logout',
        '/api/user/me',
        '/api/user/signup',
        '/api/user/userExists/{prop}',
      ].sort(),
    );
    for (const path of paths) {
      for (const operation of Object.values(doc.paths[path]) as { responses: object }[]) {
        // Property names only: the error codes' enum names PASSWORD_SIGN_IN_OFF, which is no field.
        const propertyNames = JSON.stringify(operation.responses, (key, value) => (key === 'enum' ? undefined : value));
        expect(propertyNames, path).not.toMatch(/password/i);
      }
    }
  });

  describe('POST /api/user/signup', () => {
    it('creates a regular user with a lowercase username and a hashed password', async () => {
      const body = signUpBody({ isAdmin: true });
      const res = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: body });
      expect(res.statusCode).toBe(201);
      expectNoSecrets(res.body);
      const user = res.json();
      expect(user).toEqual({
        id: expect.any(Number),
        username: body.username.toLowerCase(),
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: body.email.toLowerCase(),
        phoneNum: '5551234567',
        gender: 'female',
        isAdmin: false,
        language: null,
        units: null,
      });
      const row = await findRow(user.id);
      expect(row.username).toBe(body.username.toLowerCase());
      expect(row.isAdmin).toBe(false);
      expect(row.passwordHash).not.toContain('secret123');
      expect(await verifyPassword(row.passwordHash, 'secret123')).toBe(true);
    });

    it('answers 400 naming each invalid field', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: signUpBody({ username: 'abc', phoneNum: '12345', gender: 'robot', email: 'nope' }),
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().details).sort()).toEqual(['email', 'gender', 'phoneNum', 'username']);
    });

    it('answers 400 for a missing field and for malformed JSON', async () => {
      const { password: _omit, ...noPassword } = signUpBody();
      const missing = await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: noPassword });
      expect(missing.statusCode).toBe(400);
      // Plain words with the field's label, never a schema path.
      expect(missing.json()).toEqual({
        error: 'Password is required.',
        code: 'VALIDATION_FAILED',
        details: { password: 'Password is required' },
      });
      const badPhone = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: { ...signUpBody(), phoneNum: '12', firstName: '' },
      });
      expect(badPhone.json()).toEqual({
        error: 'First name must be at least 3 characters. Phone number must be exactly 10 digits.',
        code: 'VALIDATION_FAILED',
        details: {
          firstName: 'First name must be at least 3 characters',
          phoneNum: 'Phone number must be exactly 10 digits',
        },
      });

      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"username": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: 'Malformed JSON body', code: 'MALFORMED_JSON' });
    });

    it('answers 409 "Username is Taken" whatever the case, and stores nothing', async () => {
      const first = signUpBody();
      expect((await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: first })).statusCode).toBe(201);
      const before = await t.db.$count(users);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: signUpBody({ username: first.username.toUpperCase() }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Username is Taken', code: 'USERNAME_TAKEN' });
      expect(await t.db.$count(users)).toBe(before);
    });

    it('answers 409 "Email is Taken" whatever the case', async () => {
      const first = signUpBody();
      await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: first });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/user/signup',
        payload: signUpBody({ email: first.email.toUpperCase() }),
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Email is Taken', code: 'EMAIL_TAKEN' });
    });

    it('lets exactly one of two concurrent sign-ups with the same username win', async () => {
      const a = signUpBody();
      const b = signUpBody({ username: a.username });
      const answers = await Promise.all(
        [a, b].map((payload) => t.app.inject({ method: 'POST', url: '/api/user/signup', payload })),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json()).toEqual({
        error: 'Username is Taken',
        code: 'USERNAME_TAKEN',
      });
      const count = await t.db.$count(users, sql`lower(${users.username}) = ${a.username.toLowerCase()}`);
      expect(count).toBe(1);
    });
  });

  describe('POST /api/user/userExists/:prop', () => {
    let taken: TestUser;
    beforeAll(async () => {
      taken = await createUser(t.app, { username: 'takenname', email: 'taken@example.com' });
    });
    const check = (prop: string, payload: unknown) =>
      t.app.inject({ method: 'POST', url: `/api/user/userExists/${prop}`, payload: payload as object });

    it('reports a taken username or email, case-insensitively', async () => {
      expect((await check('username', { value: 'TakenName' })).json()).toEqual({
        field: 'username',
        isAvailable: false,
      });
      expect((await check('email', { value: ' TAKEN@example.com ' })).json()).toEqual({
        field: 'email',
        isAvailable: false,
      });
      expect(taken.username).toBe('takenname');
    });

    it('reports a free value as available', async () => {
      const res = await check('username', { value: 'nobody_has_this' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ field: 'username', isAvailable: true });
      expect((await check('email', { value: 'free@example.com' })).json().isAvailable).toBe(true);
    });

    it('answers 400 for an unknown prop or a missing value', async () => {
      const badProp = await check('phoneNum', { value: 'x' });
      expect(badProp.statusCode).toBe(400);
      expect(badProp.json().details).toHaveProperty('prop');
      const noValue = await check('username', {});
      expect(noValue.statusCode).toBe(400);
      expect(noValue.json().details).toHaveProperty('value');
    });
  });

  describe('GET /api/user/me', () => {
    it('answers the user with isLogged and no secrets', async () => {
      const user = await createUser(t.app);
      const res = await t.app.inject({ method: 'GET', url: '/api/user/me', headers: user.auth });
      expect(res.statusCode).toBe(200);
      expectNoSecrets(res.body);
      const { password: _p, token: _t, auth: _a, ...expected } = user;
      expect(res.json()).toEqual({ ...expected, isLogged: true });
    });

    it('answers 401 without a token or with an unknown one', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
      const bogus = await t.app.inject({
        method: 'GET',
        url: '/api/user/me',
        headers: { authorization: 'Bearer not-a-real-token' },
      });
      expect(bogus.statusCode).toBe(401);
      expect(bogus.json().error).toEqual(expect.any(String));
    });
  });
});
