import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dislikes, likes, users } from '../../db/schema.ts';

/** Which preference table: a like or a dislike. */
export type PreferenceKind = 'like' | 'dislike';

const tableOf = (kind: PreferenceKind) => (kind === 'like' ? likes : dislikes);

/**
 * Locks the user's row until the transaction ends, so that preference changes of one user run one after
 * another. NO KEY UPDATE does not block foreign-key checks of other tables that point at the user.
 */
export async function lockUser(tx: Db, userId: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

export async function insertPreference(tx: Db, kind: PreferenceKind, userId: number, recipeId: number) {
  await tx.insert(tableOf(kind)).values({ userId, recipeId }).onConflictDoNothing();
}

export async function deletePreference(tx: Db, kind: PreferenceKind, userId: number, recipeId: number) {
  const table = tableOf(kind);
  await tx.delete(table).where(and(eq(table.userId, userId), eq(table.recipeId, recipeId)));
}

/** Recipe ids of a user's likes or dislikes, newest first, at most `limit`. */
export async function findPreferenceIds(db: Db, kind: PreferenceKind, userId: number, limit: number) {
  const table = tableOf(kind);
  const rows = await db
    .select({ recipeId: table.recipeId })
    .from(table)
    .where(eq(table.userId, userId))
    .orderBy(desc(table.createdAt), desc(table.recipeId))
    .limit(limit);
  return rows.map((r) => r.recipeId);
}
