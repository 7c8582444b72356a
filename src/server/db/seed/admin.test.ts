import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { sessions, users } from '../schema.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { FIRST_ADMIN_USERNAME } from './admin.ts';
import { seedDatabase } from './index.ts';

describe('the admin account at start', () => {
  let h: DatabaseHandle;
  let printed: string[];
  let logged: string[];
  beforeEach(async () => {
    h = await createTestDatabase();
    printed = [];
    logged = [];
  });
  afterEach(() => h.close());

  const seed = (overrides: Parameters<typeof testConfig>[0] = {}) =>
    seedDatabase(h.db, testConfig(overrides), { info: (msg: string) => void logged.push(msg) } as never, (text) =>
      printed.push(text),
    );
  const admins = () => h.db.select().from(users).where(eq(users.isAdmin, true));
  const passwordIn = (text: string) => /password: (\S+)/.exec(text)?.[1];

  it('on the first start creates one admin with a random password, printed once and never logged', async () => {
    await Promise.all([seed(), seed()]);
    const rows = await admins();
    expect(rows.map((r) => r.username)).toEqual([FIRST_ADMIN_USERNAME]);
    expect(printed).toHaveLength(1);
    const password = passwordIn(printed[0])!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(password).not.toBe('chefadmin1');
    expect(printed[0]).toContain(`username: ${FIRST_ADMIN_USERNAME}`);
    expect(printed[0]).toMatch(/\/user\/profile\/edit/);
    expect(printed[0]).toMatch(/ADMIN_USERNAME and ADMIN_PASSWORD/);
    expect(await verifyPassword(rows[0].passwordHash, password)).toBe(true);
    expect(logged.join('\n')).not.toContain(password);
    await seed();
    expect(printed).toHaveLength(1);
    expect(await admins()).toHaveLength(1);
  });

  it('creates the ADMIN_USERNAME admin instead, and prints no password', async () => {
    await seed({ admin: { username: 'HouseChef', password: 'my-own-secret' } });
    const rows = await admins();
    expect(rows.map((r) => r.username)).toEqual(['housechef']);
    expect(await verifyPassword(rows[0].passwordHash, 'my-own-secret')).toBe(true);
    expect(printed).toEqual([]);
  });

  it('replaces the once-published demo admin password and ends its sessions', async () => {
    const [old] = await h.db
      .insert(users)
      .values({
        username: 'chefadmin',
        firstName: 'Marcus',
        lastName: 'Rivera',
        email: 'chefadmin@example.com',
        phoneNum: '3125550187',
        gender: 'male',
        passwordHash: await hashPassword('chefadmin1'),
        isAdmin: true,
      })
      .returning();
    await h.db
      .insert(sessions)
      .values({ userId: old.id, tokenHash: 'x'.repeat(43), expiresAt: new Date(Date.now() + 1e6) });
    await seed();
    const [row] = await admins();
    expect(await verifyPassword(row.passwordHash, 'chefadmin1')).toBe(false);
    expect(await verifyPassword(row.passwordHash, passwordIn(printed[0])!)).toBe(true);
    expect(printed[0]).toMatch(/demo password published/);
    expect(await h.db.$count(sessions, eq(sessions.userId, old.id))).toBe(0);
    expect(await admins()).toHaveLength(1);
  });

  it('adds demo data and the demo home cook only when asked', async () => {
    await seed({ seedDemo: false });
    expect(await h.db.$count(users, eq(users.username, 'homecook'))).toBe(0);
    await seed({ seedDemo: true });
    expect(await h.db.$count(users, eq(users.username, 'homecook'))).toBe(1);
  }, 60_000);
});
