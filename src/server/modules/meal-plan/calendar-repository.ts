import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { planCalendars, users } from '../../db/schema.ts';

export async function findCalendarToken(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ token: planCalendars.token })
    .from(planCalendars)
    .where(eq(planCalendars.userId, userId));
  return row?.token;
}

/** Keeps a user's token if they have one, else stores `token`; answers the token in use. */
export async function insertCalendarTokenIfMissing(db: Db, userId: number, token: string): Promise<string> {
  await db.insert(planCalendars).values({ userId, token }).onConflictDoNothing({ target: planCalendars.userId });
  return (await findCalendarToken(db, userId)) ?? token;
}

/** Replaces a user's token: the old address stops working at once. */
export async function replaceCalendarToken(db: Db, userId: number, token: string): Promise<void> {
  await db
    .insert(planCalendars)
    .values({ userId, token })
    .onConflictDoUpdate({ target: planCalendars.userId, set: { token, createdAt: new Date() } });
}

/** The user behind a feed address, with the language the feed is written in (null: English). */
export async function findCalendarUser(
  db: Db,
  token: string,
): Promise<{ userId: number; language: string | null } | undefined> {
  const [row] = await db
    .select({ userId: planCalendars.userId, language: users.language })
    .from(planCalendars)
    .innerJoin(users, eq(users.id, planCalendars.userId))
    .where(eq(planCalendars.token, token));
  return row;
}
