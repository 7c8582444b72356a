import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits, users } from '../../db/schema.ts';
import { createUser } from '../../test/factories.ts';
import { createTestApp, createTestInstances, type TestApp, type TestInstances } from '../../test/test-app.ts';
import { signUpBody } from './test-support.ts';

const LIMIT = 20;

function loginVia(app: FastifyInstance, username: string, password: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/user/login',
    remoteAddress: extra.remoteAddress ?? '10.1.0.1',
    headers: extra.xff ? { 'x-forwarded-for': extra.xff } : {},
    payload: { username, password },
  });
}

const statuses = (answers: { statusCode: number }[]) => {
  const tally: Record<number, number> = {};
  for (const a of answers) tally[a.statusCode] = (tally[a.statusCode] ?? 0) + 1;
  return tally;
};

describe('login throttle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { login: LIMIT, userExists: 1000 } });
  });
  afterAll(() => t?.close());

  it('checks exactly the limit of 200 parallel wrong passwords, answers the rest 429, and then locks the right one out too', async () => {
    const cook = await createUser(t.app, { password: 'right-password' });
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => loginVia(t.app, cook.username, 'wrong-password')),
    );
    expect(statuses(answers)).toEqual({ 401: LIMIT, 429: 200 - LIMIT });
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatch(/Try again in \d+ seconds/);
    // A locked username stays locked for the window, whatever password comes next.
    expect((await loginVia(t.app, cook.username, 'right-password')).statusCode).toBe(429);
  }, 120_000);

  it('does not count refused attempts: they check no password, so the address keeps only what was checked', async () => {
    const cook = await createUser(t.app, { password: 'right-password' });
    const ip = { remoteAddress: '10.1.0.9' };
    for (let i = 0; i < LIMIT; i++)
      expect((await loginVia(t.app, cook.username, 'wrong-password', ip)).statusCode).toBe(401);
    for (let i = 0; i < 5; i++)
      expect((await loginVia(t.app, cook.username, 'wrong-password', ip)).statusCode).toBe(429);
    const addressKey = createHash('sha256').update('login|10.1.0.9').digest('base64url');
    const [row] = await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, addressKey));
    expect(row.count).toBe(LIMIT);
  });

  it('never counts successes, and a success clears the failures', { timeout: 180_000 }, async () => {
    const cook = await createUser(t.app, { password: 'right-password' });
    const ip = { remoteAddress: '10.1.0.2' };
    // Past the address's own limit (5 × LIMIT): each success gives its address hit back.
    for (let i = 0; i < LIMIT * 5 + 5; i++)
      expect((await loginVia(t.app, cook.username, 'right-password', ip)).statusCode).toBe(200);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LIMIT - 1; i++)
        expect((await loginVia(t.app, cook.username, 'wrong-password', ip)).statusCode).toBe(401);
      expect((await loginVia(t.app, cook.username, 'right-password', ip)).statusCode).toBe(200);
    }
  });

  it('frees a locked username once its window has passed, and not before', async () => {
    const cook = await createUser(t.app, { password: 'right-password' });
    const ip = { remoteAddress: '10.1.0.4' };
    for (let i = 0; i < LIMIT; i++) await loginVia(t.app, cook.username, 'wrong', ip);
    expect((await loginVia(t.app, cook.username, 'right-password', ip)).statusCode).toBe(429);
    // Age every counter by 30 s: still inside the window (the failures above took far less); by 61 s: past it.
    await t.db.update(rateLimitHits).set({ windowStart: sql`${rateLimitHits.windowStart} - interval '30 seconds'` });
    expect((await loginVia(t.app, cook.username, 'right-password', ip)).statusCode).toBe(429);
    await t.db.update(rateLimitHits).set({ windowStart: sql`${rateLimitHits.windowStart} - interval '31 seconds'` });
    expect((await loginVia(t.app, cook.username, 'right-password', ip)).statusCode).toBe(200);
  }, 120_000);

  it('ignores a spoofed X-Forwarded-For when no proxy is trusted', async () => {
    const cook = await createUser(t.app);
    const answers = [];
    for (let i = 0; i < LIMIT + 10; i++) {
      answers.push(await loginVia(t.app, cook.username, 'wrong', { remoteAddress: '10.1.0.3', xff: `203.0.113.${i}` }));
    }
    expect(statuses(answers)).toEqual({ 401: LIMIT, 429: 10 });
  }, 120_000);
});

describe('login throttle behind a trusted proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { login: 2, userExists: 1000 }, trustProxy: ['10.9.0.1'] });
  });
  afterAll(() => t?.close());

  it('counts per client address from the trusted proxy, and ignores the header from anyone else', async () => {
    const cook = await createUser(t.app);
    const viaProxy = (client: string) =>
      loginVia(t.app, cook.username, 'wrong', { remoteAddress: '10.9.0.1', xff: client });
    expect([(await viaProxy('198.51.100.1')).statusCode, (await viaProxy('198.51.100.1')).statusCode]).toEqual([
      401, 401,
    ]);
    expect((await viaProxy('198.51.100.1')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.2')).statusCode).toBe(401);
    const direct = (client: string) =>
      loginVia(t.app, cook.username, 'wrong', { remoteAddress: '10.9.0.77', xff: client });
    expect([(await direct('1.1.1.1')).statusCode, (await direct('1.1.1.2')).statusCode]).toEqual([401, 401]);
    expect((await direct('1.1.1.3')).statusCode).toBe(429);
  }, 60_000);
});

describe('login throttle behind one trusted hop (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { login: 1, userExists: 1000 }, trustProxy: 1 });
  });
  afterAll(() => t?.close());

  it('counts per address the nearest hop names', async () => {
    const cook = await createUser(t.app);
    const via = (xff: string) => loginVia(t.app, cook.username, 'wrong', { remoteAddress: '10.9.0.5', xff });
    expect((await via('198.51.100.7')).statusCode).toBe(401);
    expect((await via('198.51.100.7')).statusCode).toBe(429);
    // Only the last entry is the nearest hop's: what the client wrote before it is not believed.
    expect((await via('203.0.113.9, 198.51.100.7')).statusCode).toBe(429);
    expect((await via('198.51.100.8')).statusCode).toBe(401);
  }, 60_000);
});

describe('sign-up and availability checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { login: 1000, userExists: 3 } });
  });
  afterAll(() => t?.close());

  it('share one limit per address, so sign-up answers cannot enumerate past it', async () => {
    const remoteAddress = '10.2.0.1';
    const check = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/userExists/username',
        remoteAddress,
        payload: { value: 'someone_new' },
      });
    const signUp = (body: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/user/signup', remoteAddress, payload: body });
    expect((await check()).statusCode).toBe(200);
    expect((await check()).statusCode).toBe(200);
    expect((await signUp(signUpBody())).statusCode).toBe(201);
    const late = signUpBody();
    const refused = await signUp(late);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect((await check()).statusCode).toBe(429);
    expect(await t.db.$count(users, eq(users.username, String(late.username).toLowerCase()))).toBe(0);
    // Another address is counted apart.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/user/userExists/email',
      remoteAddress: '10.2.0.2',
      payload: { value: 'x@example.com' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('two app instances on one database', () => {
  let instances: TestInstances;
  let apps: FastifyInstance[];
  beforeAll(async () => {
    instances = await createTestInstances({ rateLimits: { login: LIMIT, userExists: 1000 } });
    apps = instances.apps;
  });
  afterAll(() => instances?.close());

  it('share the login limit: one after another and all at once', async () => {
    const [a, b] = apps;
    const cook = await createUser(a, { password: 'right-password' });
    const sequential = [];
    for (let i = 0; i < LIMIT + 4; i++) sequential.push(await loginVia(i % 2 ? b : a, cook.username, 'wrong'));
    expect(statuses(sequential)).toEqual({ 401: LIMIT, 429: 4 });

    const other = await createUser(a);
    const parallel = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        loginVia(i % 2 ? b : a, other.username, 'wrong', { remoteAddress: '10.3.0.1' }),
      ),
    );
    expect(statuses(parallel)).toEqual({ 401: LIMIT, 429: 60 - LIMIT });
  }, 120_000);
});
