import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oidcIdentities, oidcKeys, oidcTickets, users } from '../../db/schema.ts';

/** The secret named `name`, made from `fresh` by the first instance that asks; every instance reads the same one. */
export async function sharedSecret(db: Db, name: string, fresh: string): Promise<string> {
  await db.insert(oidcKeys).values({ name, secret: fresh }).onConflictDoNothing();
  const [row] = await db.select({ secret: oidcKeys.secret }).from(oidcKeys).where(eq(oidcKeys.name, name));
  return row.secret;
}

/** The user linked to (issuer, subject), if any. */
export async function findLinkedUser(db: Db, issuer: string, subject: string): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: oidcIdentities.userId })
    .from(oidcIdentities)
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)))
    .limit(1);
  return row?.userId;
}

/** Records a sign-in of a linked account: when, and the e-mail the provider sent this time. */
export async function touchIdentity(db: Db, issuer: string, subject: string, email: string | undefined) {
  await db
    .update(oidcIdentities)
    .set({ email: email ?? null, lastSignInAt: sql`now()` })
    .where(and(eq(oidcIdentities.issuer, issuer), eq(oidcIdentities.subject, subject)));
}

export async function linkIdentity(
  db: Db,
  link: { issuer: string; subject: string; userId: number; email: string | undefined },
) {
  await db.insert(oidcIdentities).values({ ...link, email: link.email ?? null });
}

/** The user whose e-mail equals `email`, case-insensitively. */
export async function findUserByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row?.id;
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row !== undefined;
}

export interface NewOidcUser {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  isAdmin: boolean;
}

/** A user made from the provider's claims; the fields the provider does not know get neutral values. */
export async function insertOidcUser(db: Db, user: NewOidcUser): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ ...user, phoneNum: '0000000000', gender: 'other' })
    .returning({ id: users.id });
  return row.id;
}

/** Sets isAdmin; answers whether it changed. */
export async function setAdmin(db: Db, userId: number, isAdmin: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isAdmin, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), sql`${users.isAdmin} <> ${isAdmin}`))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Stores a ticket's hash; expired ones go at the same time. */
export async function insertTicket(db: Db, ticketHash: string, userId: number, expiresAt: Date, now: Date) {
  await db.delete(oidcTickets).where(lt(oidcTickets.expiresAt, now));
  await db.insert(oidcTickets).values({ ticketHash, userId, expiresAt });
}

/** Deletes the ticket and answers its user when it was still valid: a ticket is redeemed once, on any instance. */
export async function takeTicket(db: Db, ticketHash: string, now: Date): Promise<number | undefined> {
  const rows = await db
    .delete(oidcTickets)
    .where(eq(oidcTickets.ticketHash, ticketHash))
    .returning({ userId: oidcTickets.userId, expiresAt: oidcTickets.expiresAt });
  const row = rows[0];
  return row && row.expiresAt > now ? row.userId : undefined;
}
