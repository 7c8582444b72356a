import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcKeys } from '../../db/schema.ts';
import { browse } from '../../test/oidc-browser.ts';
import { startOidcProvider, type TestOidcProvider } from '../../test/oidc-provider.ts';
import { createTestInstances, type TestInstances } from '../../test/test-app.ts';
import { APP_ORIGIN, me, oidcSettings, REDIRECT_URI, signInWithProvider } from './oidc.test-support.ts';

/**
 * Two app instances on one database (one PostgreSQL with TEST_DATABASE_URL, each with its own pool): a flow
 * begun on one ends on the other, since the cookie's key and the tickets are in the database.
 */
describe('OIDC sign-in across two instances on one database', () => {
  let provider: TestOidcProvider;
  let instances: TestInstances;
  beforeAll(async () => {
    provider = await startOidcProvider({ redirectUris: [REDIRECT_URI] });
    instances = await createTestInstances({ publicUrl: APP_ORIGIN, oidc: oidcSettings(provider) });
  });
  afterAll(async () => {
    await instances?.close();
    await provider?.close();
  });

  it('starts on A and finishes (callback and exchange) on B, then the token works on both', async () => {
    const [a, b] = instances.apps;
    const account = { sub: 'two-1', email: 'two-1@example.org', email_verified: true };
    provider.setAccount(account);
    const result = await signInWithProvider(provider, account.sub, a, b);
    expect(result.error).toBeNull();
    expect(result.token).toBeTruthy();
    expect((await me(a, result.token!)).status).toBe(200);
    expect((await me(b, result.token!)).status).toBe(200);
    // One key for both, made once.
    expect((await instances.db.select({ value: count() }).from(oidcKeys))[0].value).toBe(1);
  });

  it('starts on B and finishes on A, the same account as before', async () => {
    const [a, b] = instances.apps;
    const first = await signInWithProvider(provider, 'two-1', b, a);
    const again = await signInWithProvider(provider, 'two-1', a, b);
    expect((await me(a, first.token!)).body.id).toBe((await me(b, again.token!)).body.id);
  });

  it('redeems a ticket on one instance only', async () => {
    const [a, b] = instances.apps;
    provider.signInAs('two-1');
    const { final } = await browse(`${APP_ORIGIN}/api/auth/oidc/start`, { appOrigin: APP_ORIGIN, appFor: () => a });
    const ticket = final.searchParams.get('oidc');
    const exchange = (app: typeof a) =>
      app.inject({ method: 'POST', url: '/api/auth/oidc/exchange', payload: { ticket } });
    const answers = await Promise.all([exchange(a), exchange(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});
