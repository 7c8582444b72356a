import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** How long an answer is kept for a replay (API.md, "Retries"). */
const KEEP = sql`interval '24 hours'`;

/**
 * Claims a key inside the writing transaction. A concurrent request with the same key waits on the
 * uncommitted row, then finds the stored answer. Answers the stored answer, or undefined when the key is new.
 */
export async function claimKey(
  tx: Db,
  userId: number,
  key: string,
): Promise<{ status: number; body: unknown } | undefined> {
  // A new key, or one older than 24 hours (taken over as new), comes back from the insert.
  const claimed = await tx
    .insert(idempotencyKeys)
    .values({ userId, key, status: 0, body: {} })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: { status: 0, body: {}, createdAt: sql`now()` },
      setWhere: lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`),
    })
    .returning({ key: idempotencyKeys.key });
  if (claimed.length > 0) return undefined;
  const [row] = await tx
    .select({ status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Forgets a user's keys older than 24 hours. */
export async function purgeOldKeys(tx: Db, userId: number): Promise<void> {
  await tx
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, sql`now() - ${KEEP}`)));
}

export async function saveAnswer(tx: Db, userId: number, key: string, status: number, body: unknown): Promise<void> {
  await tx
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

/**
 * Runs a write once per key, inside its transaction: a key seen in the last 24 hours answers the stored
 * answer and runs nothing; without a key the write simply runs.
 */
export async function answerOnce<T>(
  tx: Db,
  userId: number,
  key: string | undefined,
  run: () => Promise<T>,
  status = 200,
): Promise<T> {
  if (key !== undefined) {
    const stored = await claimKey(tx, userId, key);
    if (stored) return stored.body as T;
  }
  const body = await run();
  // A write that answers nothing (a delete) stores an empty object: the column holds JSON, never NULL.
  if (key !== undefined) await saveAnswer(tx, userId, key, status, body ?? {});
  return body;
}
