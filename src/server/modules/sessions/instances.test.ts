import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';

/** docs/decisions/several-instances.md: a logout, a password change or a removed account on one instance holds on the others at once. */
describe('sessions across two app instances on one database', () => {
  let instances: TestInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    instances = await createTestInstances();
    [a, b] = instances.apps;
  });
  afterAll(() => instances?.close());

  const me = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } });

  it('refuses a token on B right after its logout on A', async () => {
    const cook = await createUser(a);
    expect((await me(b, cook.token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/user/logout', headers: cook.auth })).statusCode).toBe(204);
    expect((await me(b, cook.token)).statusCode).toBe(401);
  });

  it('refuses the other sessions and the old password on B right after a password change on A', async () => {
    const cook = await createUser(a, { password: 'old-secret' });
    const other = await b.deps.sessions.issue(cook.id);
    expect((await me(b, other)).statusCode).toBe(200);
    const changed = await a.inject({
      method: 'PUT',
      url: '/api/user/editMe',
      headers: cook.auth,
      payload: { password: 'new-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(b, other)).statusCode).toBe(401);
    expect((await me(b, cook.token)).statusCode).toBe(200);
    const login = (password: string) =>
      b.inject({ method: 'POST', url: '/api/user/login', payload: { username: cook.username, password } });
    expect((await login('old-secret')).statusCode).toBe(401);
    expect((await login('new-secret')).statusCode).toBe(200);
  });

  it('refuses the token of a removed account on every instance', async () => {
    const cook = await createUser(a);
    // A route that reads no user row, so only the session lookup can refuse.
    const lists = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/user/me/allLists', headers: cook.auth });
    expect((await lists(a)).statusCode).toBe(200);
    expect((await lists(b)).statusCode).toBe(200);
    await instances.db.delete(users).where(eq(users.id, cook.id));
    expect((await lists(a)).statusCode).toBe(401);
    expect((await lists(b)).statusCode).toBe(401);
  });

  it('refuses a token whose expiry has passed at once', async () => {
    const cook = await createUser(a);
    expect((await me(b, cook.token)).statusCode).toBe(200);
    await instances.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, cook.id));
    expect((await me(b, cook.token)).statusCode).toBe(401);
  });
});
