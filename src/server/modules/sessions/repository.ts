import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogueVersion, sessions, users } from '../../db/schema.ts';

/**
 * Versions of the data a page is made of, read in the session's lookup, so before any of the request's
 * own queries: a page kept under the same versions is still the page (recipes/page-cache.ts).
 */
export interface DataVersions {
  /** The catalogue's (recipes, their tags and lines). */
  catalogue: number;
  /** The user's dislikes. */
  dislikes: number;
}

/** The signed-in user behind a token. */
export interface SessionUser {
  id: number;
  username: string;
  isAdmin: boolean;
  /** The user's language setting (null: automatic), read with the session: it decides how typed lines are read. */
  language?: string | null;
  /** Set when resolved from a token; users built elsewhere (tests, jobs) have none, and nothing is cached for them. */
  versions?: DataVersions;
}

/** A session's user, when the session ends, and the versions read with it. */
export interface SessionRow extends Omit<SessionUser, 'versions'> {
  expiresAt: Date;
  dislikesVersion: number;
  catalogueVersion: string | number | null;
}

export async function insertSession(db: Db, userId: number, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
}

// Every authenticated request runs this lookup, so it is prepared once per database: drizzle builds the
// SQL once and PostgreSQL plans it once per connection.
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      language: users.language,
      expiresAt: sessions.expiresAt,
      dislikesVersion: users.dislikesVersion,
      // In the same statement: one round trip for both.
      catalogueVersion: sql<string>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${catalogueVersion.id} = 1)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user_by_token');
}

export async function findSessionUser(db: Db, tokenHash: string, now: Date): Promise<SessionRow | undefined> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareSessionLookup(db);
    preparedLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash, now: now.toISOString() });
  return row;
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
