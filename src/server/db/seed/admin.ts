import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { users } from '../schema.ts';
import { hashPassword } from '../../lib/passwords.ts';

/** Creates the ADMIN_USERNAME admin if no user has that name; an existing account is left as it is. */
export async function ensureAdmin(db: Db, admin: { username: string; password: string }): Promise<boolean> {
  const username = admin.username.trim().toLowerCase();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${username}`);
  if (existing) return false;
  const inserted = await db
    .insert(users)
    .values({
      username,
      firstName: 'Site',
      lastName: 'Admin',
      email: `${username}@admin.hellokitchen.local`,
      phoneNum: '0000000000',
      gender: 'other',
      passwordHash: await hashPassword(admin.password),
      isAdmin: true,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return inserted.length > 0;
}
