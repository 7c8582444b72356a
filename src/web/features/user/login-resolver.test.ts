import { afterEach, describe, expect, it, vi } from 'vitest';

const options = { fields: {}, shouldUseNativeValidation: false } as const;

afterEach(() => {
  vi.doUnmock('#domain/user.ts');
  vi.resetModules();
});

describe('loginResolver', () => {
  it("checks the form with the domain's login schema", async () => {
    const { loginResolver } = await import('./login-resolver.ts');
    const empty = await loginResolver({ username: '', password: '' }, undefined, options);
    expect(empty.errors.username?.message).toBe('username is required');
    expect(empty.errors.password?.message).toBeTruthy();
    const filled = await loginResolver({ username: ' Ann ', password: 'secret123' }, undefined, options);
    expect(filled).toEqual({ values: { username: 'ann', password: 'secret123' }, errors: {} });
  });

  it('lets the server judge when the schema cannot load, and tries to load it again next time', async () => {
    vi.doMock('#domain/user.ts', () => {
      throw new Error('offline');
    });
    const { loginResolver } = await import('./login-resolver.ts');
    const offline = await loginResolver({ username: ' Ann ', password: '' }, undefined, options);
    expect(offline).toEqual({ values: { username: 'ann', password: '' }, errors: {} });

    vi.doUnmock('#domain/user.ts');
    const online = await loginResolver({ username: ' Ann ', password: '' }, undefined, options);
    expect(online.errors.password?.message).toBeTruthy();
  });
});
