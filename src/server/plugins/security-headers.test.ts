import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("sends helmet's headers, computed once, on answers, errors and 404s alike", async () => {
    const responses = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/health' }),
      t.app.inject({ method: 'GET', url: '/api/recipes' }),
      t.app.inject({ method: 'GET', url: '/api/no-such-route' }),
    ]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 401, 404]);
    for (const res of responses) {
      const csp = String(res.headers['content-security-policy']).split(';').sort();
      expect(csp).toEqual([
        "base-uri 'self'",
        "connect-src 'self'",
        "default-src 'self'",
        "font-src 'self' https: data:",
        "form-action 'self' https://www.amazon.com",
        "frame-ancestors 'self'",
        "img-src 'self' data: blob: https: http:",
        "object-src 'none'",
        "script-src 'self'",
        "script-src-attr 'none'",
        "style-src 'self' 'unsafe-inline'",
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });
});
