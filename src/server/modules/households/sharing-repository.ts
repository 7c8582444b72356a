import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { householdMembers, listInvites, users } from '../../db/schema.ts';

export async function insertInvite(db: Db, ownerId: number, codeHash: string, expiresAt: Date): Promise<void> {
  await db.insert(listInvites).values({ ownerId, codeHash, expiresAt });
}

/** Marks a live invite used by `userId` and returns its owner; undefined when it is unknown, used or expired. */
export async function consumeInvite(db: Db, codeHash: string, userId: number): Promise<number | undefined> {
  const [row] = await db
    .update(listInvites)
    .set({ usedAt: sql`now()`, usedBy: userId })
    .where(and(eq(listInvites.codeHash, codeHash), isNull(listInvites.usedAt), gt(listInvites.expiresAt, sql`now()`)))
    .returning({ ownerId: listInvites.ownerId });
  return row?.ownerId;
}

/** What stopped an invite from being used: 'unknown' (or used), 'expired'. */
export async function findInviteState(db: Db, codeHash: string): Promise<'unknown' | 'expired' | 'live'> {
  const [row] = await db
    .select({ usedAt: listInvites.usedAt, expired: sql<boolean>`${listInvites.expiresAt} <= now()` })
    .from(listInvites)
    .where(eq(listInvites.codeHash, codeHash));
  if (!row || row.usedAt) return 'unknown';
  return row.expired ? 'expired' : 'live';
}

/** Moves every member of `fromOwnerId`'s household into `toOwnerId`'s; returns who moved. */
export async function moveHouseholdMembers(db: Db, fromOwnerId: number, toOwnerId: number): Promise<number[]> {
  const rows = await db
    .update(householdMembers)
    .set({ ownerId: toOwnerId, joinedAt: sql`now()` })
    .where(eq(householdMembers.ownerId, fromOwnerId))
    .returning({ userId: householdMembers.userId });
  return rows.map((r) => r.userId);
}

/** Puts a user into an owner's household, replacing any household they were in. */
export async function upsertHouseholdMember(db: Db, userId: number, ownerId: number): Promise<void> {
  await db
    .insert(householdMembers)
    .values({ userId, ownerId })
    .onConflictDoUpdate({ target: householdMembers.userId, set: { ownerId, joinedAt: sql`now()` } });
}

/** Serialises changes to one household (join, leave, remove), so two joins cannot cross. */
export async function lockHousehold(db: Db, ownerId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('household'), ${ownerId})`);
}

export async function findUserIdByUsername(db: Db, username: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username.toLowerCase()));
  return row?.id;
}
