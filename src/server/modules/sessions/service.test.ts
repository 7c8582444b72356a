import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSessionService } from './service.ts';

describe('session service cache', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
  });
  afterAll(() => t.close());

  /** A service on its own clock, which the test moves. */
  function service(options: { cacheTtlMs?: number; ttlHours?: number } = {}) {
    let clock = Date.now();
    const s = createSessionService(t.db, options.ttlHours ?? 1, {
      cacheTtlMs: options.cacheTtlMs ?? 5_000,
      now: () => clock,
    });
    return { s, advance: (ms: number) => (clock += ms) };
  }
  const deleteRow = (token: string) => t.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));

  it('reuses a resolved token for the TTL, then asks the database again', async () => {
    const { s, advance } = service();
    const token = await s.issue(user.id);
    expect(await s.resolve(token)).toEqual({
      id: user.id,
      username: user.username,
      isAdmin: false,
      language: null,
      versions: { catalogue: expect.any(Number), dislikes: 0 },
    });
    // Deleted behind the service's back (as another instance would): still served until the TTL ends.
    await deleteRow(token);
    advance(4_999);
    expect((await s.resolve(token))?.id).toBe(user.id);
    advance(2);
    expect(await s.resolve(token)).toBeUndefined();
  });

  it('stops a revoked token at once, within the TTL', async () => {
    const { s } = service();
    const token = await s.issue(user.id);
    const other = await s.issue(user.id);
    expect(await s.resolve(token)).toBeDefined();
    expect(await s.resolve(other)).toBeDefined();
    await s.revoke(token);
    expect(await s.resolve(token)).toBeUndefined();
    expect((await s.resolve(other))?.id).toBe(user.id);
  });

  it('stops every token of a user at once on revokeAllFor, and re-reads them after forgetUser', async () => {
    const { s } = service();
    const a = await s.issue(user.id);
    const b = await s.issue(user.id);
    await Promise.all([s.resolve(a), s.resolve(b)]);
    await deleteRow(b);
    s.forgetUser(user.id);
    expect(await s.resolve(b)).toBeUndefined();
    expect((await s.resolve(a))?.id).toBe(user.id);
    await s.revokeAllFor(user.id);
    expect(await s.resolve(a)).toBeUndefined();
  });

  it('never serves a token past its session expiry, whatever the TTL', async () => {
    const { s, advance } = service({ cacheTtlMs: 10 * 3_600_000, ttlHours: 1 });
    const token = await s.issue(user.id);
    expect(await s.resolve(token)).toBeDefined();
    advance(3_600_000 - 1);
    expect(await s.resolve(token)).toBeDefined();
    advance(2);
    expect(await s.resolve(token)).toBeUndefined();
  });

  it('does not remember an unknown token, so a session created just after works at once', async () => {
    const { s } = service();
    const token = 'not-yet-a-session-token';
    expect(await s.resolve(token)).toBeUndefined();
    await t.db
      .insert(sessions)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 60_000) });
    expect((await s.resolve(token))?.id).toBe(user.id);
  });

  it('shares one lookup between concurrent requests, and a revocation during it wins', async () => {
    const { s } = service();
    const token = await s.issue(user.id);
    const [first, second] = [s.resolve(token), s.resolve(token)];
    expect(first).toBe(second);
    const revoked = s.revoke(token);
    await first;
    await revoked;
    expect(await s.resolve(token)).toBeUndefined();
  });

  it('by default asks the database for every request, so a deletion elsewhere counts at once', async () => {
    const s = createSessionService(t.db, 1);
    const token = await s.issue(user.id);
    expect((await s.resolve(token))?.id).toBe(user.id);
    await deleteRow(token);
    expect(await s.resolve(token)).toBeUndefined();
  });

  it('by default shares one lookup between requests that arrive while it is in flight, and only then', async () => {
    const s = createSessionService(t.db, 1);
    const token = await s.issue(user.id);
    const [first, second] = [s.resolve(token), s.resolve(token)];
    expect(first).toBe(second);
    await first;
    expect(s.resolve(token)).not.toBe(first);
  });

  it('asks the database every time when the TTL is 0', async () => {
    const { s } = service({ cacheTtlMs: 0 });
    const token = await s.issue(user.id);
    expect(await s.resolve(token)).toBeDefined();
    await deleteRow(token);
    expect(await s.resolve(token)).toBeUndefined();
  });
});
