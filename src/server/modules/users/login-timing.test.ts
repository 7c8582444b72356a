import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// Wraps the real verify so the test can see which hash each login checked.
vi.mock('../../lib/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/passwords.ts')>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

describe('login timing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('verifies against the dummy hash when the username is unknown', async () => {
    vi.mocked(verifyPassword).mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'nobody_at_all', password: 'guess' },
    });
    expect(res.statusCode).toBe(401);
    expect(vi.mocked(verifyPassword).mock.calls).toEqual([[await dummyPasswordHash(), 'guess']]);
  });

  it('verifies against the real hash when the username is known', async () => {
    await createUser(t.app, { username: 'known_user', password: 'right-one' });
    vi.mocked(verifyPassword).mockClear();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'known_user', password: 'wrong-one' },
    });
    expect(res.statusCode).toBe(401);
    const [[hash, password]] = vi.mocked(verifyPassword).mock.calls;
    expect(password).toBe('wrong-one');
    expect(hash).not.toBe(await dummyPasswordHash());
    expect(hash).toMatch(/^\$argon2id\$/);
  });
});
