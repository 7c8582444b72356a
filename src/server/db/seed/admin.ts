import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { inTransaction } from '../transaction.ts';
import { sessions, users } from '../schema.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

/** The admin the first start creates when ADMIN_USERNAME is not given. */
export const FIRST_ADMIN_USERNAME = 'chefadmin';

/**
 * The password the README once published for the demo admin. An install that still has it gets a
 * random one at its next start.
 */
const PUBLISHED = { username: 'chefadmin', password: 'chefadmin1' };

// Any constant works; the same for every instance, so two first starts create one admin.
const ADMIN_LOCK_KEY = 4_815_163;

/** An admin whose password was just chosen at random: shown once, then only its hash exists. */
export interface GeneratedAdmin {
  username: string;
  password: string;
  reason: 'first start' | 'published password replaced';
}

const randomPassword = () => randomBytes(18).toString('base64url');

async function insertAdmin(db: Db, username: string, password: string): Promise<boolean> {
  const inserted = await db
    .insert(users)
    .values({
      username,
      firstName: 'Site',
      lastName: 'Admin',
      email: `${username}@admin.hellokitchen.local`,
      phoneNum: '0000000000',
      gender: 'other',
      passwordHash: await hashPassword(password),
      isAdmin: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}

/** Creates the ADMIN_USERNAME admin if no user has that name; an existing account is left as it is. */
export async function ensureAdmin(db: Db, admin: { username: string; password: string }): Promise<boolean> {
  const username = admin.username.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`);
  if (existing) return false;
  return insertAdmin(db, username, admin.password);
}

/**
 * When the database has no admin at all, creates one with a random password and returns it (once).
 * Instances starting together take turns on an advisory lock, so only one creates it.
 */
export async function ensureFirstAdmin(db: Db): Promise<GeneratedAdmin | undefined> {
  const hasAdmin = async (q: Db) =>
    (await q.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).limit(1)).length > 0;
  if (await hasAdmin(db)) return undefined;
  const password = randomPassword();
  const created = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_KEY})`);
    if (await hasAdmin(tx)) return false;
    return insertAdmin(tx, FIRST_ADMIN_USERNAME, password);
  });
  return created ? { username: FIRST_ADMIN_USERNAME, password, reason: 'first start' } : undefined;
}

/**
 * An admin that still signs in with the once-published demo password gets a random one, and every
 * session it had ends (anyone could have signed in with it).
 */
export async function replacePublishedAdminPassword(db: Db): Promise<GeneratedAdmin | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${PUBLISHED.username}`, eq(users.isAdmin, true)))
    .limit(1);
  if (!row || !(await verifyPassword(row.passwordHash, PUBLISHED.password))) return undefined;
  const password = randomPassword();
  const passwordHash = await hashPassword(password);
  const changed = await db.transaction(async (tx) => {
    // Only if the hash is still the published one, so two instances starting together change it once.
    const rows = await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)))
      .returning({ id: users.id });
    if (rows.length > 0) await tx.delete(sessions).where(eq(sessions.userId, row.id));
    return rows;
  });
  if (changed.length === 0) return undefined;
  return { username: PUBLISHED.username, password, reason: 'published password replaced' };
}

/** The console text that shows a generated password, once, with what to do next. */
export function generatedAdminNotice(admin: GeneratedAdmin): string {
  const why =
    admin.reason === 'first start'
      ? 'This is the first start: an admin account was created with a random password.'
      : `The admin ${admin.username} still had the demo password published in the README; it now has a random one.`;
  const rule = '='.repeat(72);
  return [
    rule,
    why,
    `  username: ${admin.username}`,
    `  password: ${admin.password}`,
    'It is shown only this once. Sign in, open Profile, Edit (/user/profile/edit) and set a New password.',
    'To choose the admin yourself instead, start with ADMIN_USERNAME and ADMIN_PASSWORD.',
    rule,
  ].join('\n');
}
