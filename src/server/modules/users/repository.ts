import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE, type Gender } from '#domain/constants.ts';
import type { Units } from '#domain/languages.ts';
import type { User } from '#domain/user.ts';
import { isUniqueViolation, type Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';

/** A field that must be unique among users. */
export type UniqueUserField = 'username' | 'email';

/** Columns of a user as the API shows it: never the hash. */
const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phoneNum: users.phoneNum,
  gender: users.gender,
  isAdmin: users.isAdmin,
  language: users.language,
  units: users.units,
};

type UserRow = Omit<User, 'gender' | 'units'> & { gender: string; units: string | null };
// The check constraints ck_users_gender and ck_users_units guarantee the values.
const toUser = (row: UserRow): User => ({ ...row, gender: row.gender as Gender, units: row.units as Units | null });

/** Fields written on sign-up or edit; the password arrives already hashed. */
export interface UserWrite {
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNum: string;
  gender: Gender;
  passwordHash: string;
  /** The settings (docs/api/languages.md); a new user has neither. */
  language?: string | null;
  units?: Units | null;
}

export async function insertUser(db: Db, values: UserWrite): Promise<User> {
  const [row] = await db.insert(users).values(values).returning(userColumns);
  return toUser(row);
}

export async function findUserById(db: Db, id: number): Promise<User | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row && toUser(row);
}

/** The id and hash behind a username, for login only. */
export async function findCredentials(
  db: Db,
  username: string,
): Promise<{ id: number; passwordHash: string } | undefined> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row;
}

/** Whether any user holds the value, case-insensitively (served by the lower(...) unique indexes). */
export async function isValueTaken(db: Db, field: UniqueUserField, value: string): Promise<boolean> {
  const column = field === 'username' ? users.username : users.email;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${column}) = lower(${value})`)
    .limit(1);
  return row !== undefined;
}

/**
 * Updates a user. When `keepSessionHash` is given (a password change), every other session of the
 * user is deleted in the same transaction, so a stolen token dies with the old password.
 */
export async function updateUser(
  db: Db,
  id: number,
  patch: Partial<UserWrite>,
  keepSessionHash?: string,
): Promise<User | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning(userColumns);
    if (!row) return undefined;
    if (keepSessionHash !== undefined) {
      await tx.delete(sessions).where(and(eq(sessions.userId, id), ne(sessions.tokenHash, keepSessionHash)));
    }
    return toUser(row);
  });
}

/** One page of users: by id, or by last name, first name and id when `byLastName`. */
export async function listUsers(db: Db, page: number, byLastName: boolean): Promise<{ rows: User[]; count: number }> {
  const order = byLastName ? [asc(users.lastName), asc(users.firstName), asc(users.id)] : [asc(users.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .orderBy(...order)
      .limit(PAGE_SIZE)
      .offset(pageOffset(page)),
    db.select({ value: count() }).from(users),
  ]);
  return { rows: rows.map(toUser), count: total.value };
}

const constraintFields: Record<string, UniqueUserField> = {
  uq_users_username: 'username',
  uq_users_email: 'email',
};

/**
 * The field whose unique index a failed insert or update hit, or undefined for any other error.
 * PGlite and node-postgres name the index in `constraint`; drizzle wraps it in `cause`.
 */
export function takenFieldOf(err: unknown): UniqueUserField | undefined {
  if (!isUniqueViolation(err)) return undefined;
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const { constraint, cause } = current as Record<string, unknown>;
    if (typeof constraint === 'string' && constraint in constraintFields) return constraintFields[constraint];
    current = cause;
  }
  return undefined;
}
