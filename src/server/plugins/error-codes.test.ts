import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '#domain/error-codes.ts';
import { createUser, type TestUser } from '../test/factories.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** The contract's error codes (docs/api.md, "Error codes"): stable, specific, independent of the language. */
describe('error codes', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ bodyLimitBytes: 1024 });
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  const send = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    init: { body?: string; type?: string; token?: string } = {},
  ) =>
    t.app.inject({
      method,
      url,
      payload: init.body,
      headers: {
        ...(init.type ? { 'content-type': init.type } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        'accept-language': 'de-DE,de;q=0.9',
      },
    });

  it.each([
    ['an unknown /api path', () => send('GET', '/api/no-such-thing'), 404, 'NOT_FOUND'],
    ['no token', () => send('GET', '/api/user/me'), 401, 'UNAUTHENTICATED'],
    [
      'a wrong password',
      () =>
        send('POST', '/api/user/login', {
          body: '{"username":"nobody","password":"wrong-pass"}',
          type: 'application/json',
        }),
      401,
      'INVALID_CREDENTIALS',
    ],
    [
      'malformed JSON',
      () => send('POST', '/api/user/login', { body: '{"username":', type: 'application/json' }),
      400,
      'MALFORMED_JSON',
    ],
    [
      'a body that is not JSON',
      () => send('POST', '/api/user/login', { body: 'a=b', type: 'text/csv' }),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    [
      'a body over the limit',
      () =>
        send('POST', '/api/user/login', {
          body: JSON.stringify({ username: 'x'.repeat(2048) }),
          type: 'application/json',
        }),
      413,
      'BODY_TOO_LARGE',
    ],
    [
      'a missing field',
      () => send('POST', '/api/user/login', { body: '{}', type: 'application/json' }),
      400,
      'VALIDATION_FAILED',
    ],
  ] as const)('%s answers %i with %s and the English error', async (_name, call, status, code) => {
    const res = await call();
    expect(res.statusCode).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(body.error).toMatch(/^[A-Z][a-zA-Z ,.'’()0-9:]+/);
  });

  it('gives specific codes: an admin route, an unknown recipe, list item and plan entry, an empty list', async () => {
    const admin = await send('GET', '/api/user/all', { token: user.token });
    expect([admin.statusCode, admin.json().code]).toEqual([403, 'ADMIN_REQUIRED']);
    const recipe = await send('GET', '/api/recipes/999999', { token: user.token });
    expect(recipe.json()).toEqual({ error: 'Recipe not found', code: 'RECIPE_NOT_FOUND' });
    const item = await t.app.inject({
      method: 'DELETE',
      url: '/api/lists/current/items/999999',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect([item.statusCode, item.json().code]).toEqual([404, 'LIST_ITEM_NOT_FOUND']);
    const entry = await t.app.inject({
      method: 'DELETE',
      url: '/api/plan/entries/999999',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect([entry.statusCode, entry.json().code]).toEqual([404, 'PLAN_ENTRY_NOT_FOUND']);
    const complete = await t.app.inject({
      method: 'POST',
      url: '/api/lists/current/complete',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect([complete.statusCode, complete.json().code]).toEqual([409, 'LIST_EMPTY']);
  });

  it('documents the codes in OpenAPI: every error answer requires a code from the list', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const errorSchemas = Object.values(doc.paths as Record<string, Record<string, { responses?: object }>>)
      .flatMap((operations) => Object.values(operations))
      .flatMap((operation) => Object.entries(operation.responses ?? {}))
      .filter(([status]) => /^[45]\d\d$/.test(status))
      .map(
        ([, response]) =>
          (response as { content?: Record<string, { schema: unknown }> }).content?.['application/json']?.schema,
      )
      .filter((schema): schema is { required: string[]; properties: { code: { enum: string[] } } } => !!schema);
    expect(errorSchemas.length).toBeGreaterThan(50);
    for (const schema of errorSchemas) {
      expect(schema.required).toContain('code');
      expect(schema.properties.code.enum).toEqual([...ERROR_CODES]);
    }
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  });
});
