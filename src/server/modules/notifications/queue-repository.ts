import { and, eq, lte, sql } from 'drizzle-orm';
import { resultRows, type Db } from '../../db/client.ts';
import { notificationCooldowns, notificationQueue } from '../../db/schema.ts';
import type { Change, ChangeKind } from './message.ts';

/**
 * The members of a household (its owner and those who joined the owner's list) who want list changes and
 * have a way to hear them (an ntfy URL or a browser), but `except` (who made the change).
 */
export async function findRecipients(tx: Db, ownerId: number, except: number | null): Promise<number[]> {
  const rows = resultRows<{ id: number }>(
    await tx.execute(sql`
      select m.id from (
        select ${ownerId}::int as id
        union select user_id from household_members where owner_id = ${ownerId}
      ) m
      left join notification_settings s on s.user_id = m.id
      where m.id is distinct from ${except}::int
        and coalesce(s.list_changes, true)
        and (s.ntfy_url is not null or exists (select 1 from push_subscriptions p where p.user_id = m.id))
      order by m.id`),
  );
  return rows.map((r) => r.id);
}

export interface QueuedChange {
  eventId: string;
  recipientId: number;
  ownerId: number;
  kind: ChangeKind;
  actorName: string;
  itemName: string | null;
}

/** Queues a change for each recipient (once per event), with the recipient's cooldown row. */
export async function enqueue(tx: Db, changes: QueuedChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(notificationQueue).values(changes).onConflictDoNothing();
  await tx
    .insert(notificationCooldowns)
    .values(changes.map(({ recipientId, ownerId }) => ({ recipientId, ownerId })))
    .onConflictDoNothing();
}

/** A recipient's held-back changes of one household list, claimed by this sender until `claimedUntil`. */
export interface ClaimedGroup {
  recipientId: number;
  ownerId: number;
  /** The newest queued change taken: later ones wait for the next window. */
  lastId: number;
  changes: Change[];
}

/**
 * Claims up to `limit` (recipient, list) groups that have changes waiting and whose cooldown is over, that no
 * live lease holds; SKIP LOCKED lets another instance's sender take the others meanwhile.
 */
export async function claimDue(
  db: Db,
  at: { now: Date; cooldownSeconds: number; leaseSeconds: number; limit: number },
): Promise<ClaimedGroup[]> {
  return db.transaction(async (tx) => {
    const now = at.now.toISOString();
    const due = resultRows<{ recipient_id: number; owner_id: number }>(
      await tx.execute(sql`
        select c.recipient_id, c.owner_id from notification_cooldowns c
        where (c.claimed_until is null or c.claimed_until <= ${now}::timestamptz)
          and (c.last_sent_at is null
               or c.last_sent_at <= ${now}::timestamptz - make_interval(secs => ${at.cooldownSeconds}))
          and exists (select 1 from notification_queue q
                      where q.recipient_id = c.recipient_id and q.owner_id = c.owner_id)
        order by c.last_sent_at nulls first
        limit ${at.limit}
        for update skip locked`),
    );
    const groups: ClaimedGroup[] = [];
    for (const { recipient_id: recipientId, owner_id: ownerId } of due) {
      await tx.execute(sql`
        update notification_cooldowns
        set claimed_until = ${now}::timestamptz + make_interval(secs => ${at.leaseSeconds})
        where recipient_id = ${recipientId} and owner_id = ${ownerId}`);
      const rows = await tx
        .select({
          id: notificationQueue.id,
          kind: notificationQueue.kind,
          actorName: notificationQueue.actorName,
          itemName: notificationQueue.itemName,
        })
        .from(notificationQueue)
        .where(and(eq(notificationQueue.recipientId, recipientId), eq(notificationQueue.ownerId, ownerId)))
        .orderBy(notificationQueue.id);
      groups.push({
        recipientId,
        ownerId,
        lastId: rows.at(-1)!.id,
        changes: rows.map((r) => ({ kind: r.kind as ChangeKind, actorName: r.actorName, itemName: r.itemName })),
      });
    }
    return groups;
  });
}

/** Ends a claimed group: its changes told, the cooldown starting at `sentAt`, the lease released. */
export async function finishGroup(db: Db, group: ClaimedGroup, sentAt: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(notificationQueue)
      .where(
        and(
          eq(notificationQueue.recipientId, group.recipientId),
          eq(notificationQueue.ownerId, group.ownerId),
          lte(notificationQueue.id, group.lastId),
        ),
      );
    await tx
      .update(notificationCooldowns)
      .set({ lastSentAt: sentAt, claimedUntil: null })
      .where(
        and(eq(notificationCooldowns.recipientId, group.recipientId), eq(notificationCooldowns.ownerId, group.ownerId)),
      );
  });
}
