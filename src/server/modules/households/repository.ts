import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { householdMembers, users } from '../../db/schema.ts';

/** The owner of the household a user belongs to: the owner of the list they joined, else the user. */
export async function findHouseholdOwnerId(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ ownerId: householdMembers.ownerId })
    .from(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .limit(1);
  return row?.ownerId ?? userId;
}

/** The usernames of a household, the owner first, then members in the order they joined. */
export async function listHouseholdUsernames(db: Db, ownerId: number): Promise<string[]> {
  const [owner] = await db.select({ username: users.username }).from(users).where(eq(users.id, ownerId));
  const members = await db
    .select({ username: users.username })
    .from(householdMembers)
    .innerJoin(users, eq(users.id, householdMembers.userId))
    .where(eq(householdMembers.ownerId, ownerId))
    .orderBy(asc(householdMembers.joinedAt), asc(householdMembers.userId));
  return [...(owner ? [owner.username] : []), ...members.map((m) => m.username)];
}

/** Makes a user a member of an owner's household; the caller checks who may join. */
export async function insertHouseholdMember(db: Db, userId: number, ownerId: number): Promise<void> {
  await db.insert(householdMembers).values({ userId, ownerId });
}

/** Takes a user out of the household they joined; true when they were a member. */
export async function deleteHouseholdMember(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .delete(householdMembers)
    .where(eq(householdMembers.userId, userId))
    .returning({ userId: householdMembers.userId });
  return rows.length > 0;
}
