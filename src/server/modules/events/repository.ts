import { and, asc, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Actor, EventType } from '#domain/webhook.ts';
import type { StoredEvent } from './index.ts';
import type { Db } from '../../db/client.ts';
import { outboxEvents, users, webhookDeliveries } from '../../db/schema.ts';

export type { StoredEvent };

export interface NewEvent {
  type: EventType;
  householdOwnerId: number | null;
  actor: Actor | null;
  data: Record<string, unknown>;
  /** Set for an event that needs no fan-out (a test sent to one endpoint). */
  dispatchedAt?: Date;
}

const columns = {
  id: outboxEvents.id,
  type: outboxEvents.type,
  householdOwnerId: outboxEvents.householdOwnerId,
  actor: outboxEvents.actor,
  data: outboxEvents.data,
  createdAt: outboxEvents.createdAt,
};

const toStored = (row: typeof outboxEvents.$inferSelect | Record<keyof typeof columns, unknown>): StoredEvent =>
  row as StoredEvent;

export async function insertEvent(tx: Db, event: NewEvent): Promise<StoredEvent> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({ ...event, dispatchedAt: event.dispatchedAt ?? null })
    .returning(columns);
  return toStored(row);
}

/** Several events in one statement, in order (a list change that adds many items at once). */
export async function insertEvents(tx: Db, events: NewEvent[]): Promise<StoredEvent[]> {
  if (events.length === 0) return [];
  const rows = await tx
    .insert(outboxEvents)
    .values(events.map((event) => ({ ...event, dispatchedAt: event.dispatchedAt ?? null })))
    .returning(columns);
  return rows.map(toStored);
}

/** The oldest undispatched events nobody else holds, oldest first, locked until the caller's transaction ends. */
export async function claimEvents(tx: Db, limit: number): Promise<StoredEvent[]> {
  const rows = await tx
    .select(columns)
    .from(outboxEvents)
    .where(isNull(outboxEvents.dispatchedAt))
    .orderBy(asc(outboxEvents.createdAt), asc(outboxEvents.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map(toStored);
}

export async function markDispatched(tx: Db, ids: string[], at: Date): Promise<void> {
  if (ids.length > 0) await tx.update(outboxEvents).set({ dispatchedAt: at }).where(inArray(outboxEvents.id, ids));
}

/**
 * Deletes up to `limit` events dispatched before `before` (their deliveries go with them), keeping any event
 * that still has a delivery waiting to be sent; answers how many went.
 */
export async function pruneDispatched(db: Db, before: Date, limit: number): Promise<number> {
  const old = db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(
      and(
        lt(outboxEvents.dispatchedAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(webhookDeliveries)
            .where(and(eq(webhookDeliveries.eventId, outboxEvents.id), eq(webhookDeliveries.status, 'pending'))),
        ),
      ),
    )
    .limit(limit);
  const gone = await db.delete(outboxEvents).where(inArray(outboxEvents.id, old)).returning({ id: outboxEvents.id });
  return gone.length;
}

/** `{ id, username, firstName }` of a user, for an event's actor; null for an unknown id. */
export async function findActor(db: Db, userId: number): Promise<Actor | null> {
  const [row] = await db
    .select({ id: users.id, username: users.username, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? { id: row.id, username: row.username, firstName: row.firstName } : null;
}
