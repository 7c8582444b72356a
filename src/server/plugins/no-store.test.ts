import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { signUpBody } from '../test/factories.ts';

describe('Cache-Control on /api answers', () => {
  let t: TestApp;
  let user: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    [user, admin] = await Promise.all([createUser(t.app, { password: 'pass-word' }), createAdmin(t.app)]);
  });
  afterAll(() => t?.close());

  it('is no-store on answers with a token or personal data, errors included', async () => {
    const answers = {
      login: await t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { username: user.username, password: 'pass-word' },
      }),
      signup: await t.app.inject({ method: 'POST', url: '/api/user/signup', payload: signUpBody() }),
      me: await t.app.inject({ method: 'GET', url: '/api/user/me', headers: user.auth }),
      editMe: await t.app.inject({
        method: 'PUT',
        url: '/api/user/editMe',
        headers: user.auth,
        payload: { lastName: 'Stored' },
      }),
      users: await t.app.inject({ method: 'GET', url: '/api/user/all', headers: admin.auth }),
      recipes: await t.app.inject({ method: 'GET', url: '/api/recipes', headers: user.auth }),
      lists: await t.app.inject({ method: 'GET', url: '/api/user/me/allLists', headers: user.auth }),
      unauthorized: await t.app.inject({ method: 'GET', url: '/api/user/me' }),
      notFound: await t.app.inject({ method: 'GET', url: '/api/nothing-here' }),
    };
    for (const [name, res] of Object.entries(answers)) {
      expect(res.statusCode, name).toBeLessThan(500);
      expect(res.headers['cache-control'], name).toBe('no-store');
    }
    expect(answers.login.json().token).toEqual(expect.any(String));
  });
});
