import type { Actor, EventType } from '#domain/webhook.ts';
import type { Db } from '../../db/client.ts';
import { notify } from '../../db/notifications.ts';
import * as repo from './repository.ts';

/** The NOTIFY channel that wakes every instance's dispatcher when an event is written (sent at commit). */
export const OUTBOX_CHANNEL = 'outbox_events';

/** What a change reports: its type, the household whose list or plan it touched, who made it, and its data. */
export interface EventInput {
  type: EventType;
  householdOwnerId: number | null;
  actor: Actor | null;
  data: Record<string, unknown>;
}

/**
 * Writes an event to the outbox. Call it inside the transaction of the change (at the data layer), so the
 * event exists exactly when the change does; the NOTIFY goes out at commit, and not at all on a rollback.
 */
export async function recordEvent(tx: Db, event: EventInput): Promise<string> {
  const stored = await repo.insertEvent(tx, event);
  await notify(tx, OUTBOX_CHANNEL, stored.id);
  return stored.id;
}

/** Writes several events of one change in one statement, with one wake-up for the dispatchers. */
export async function recordEvents(tx: Db, events: EventInput[]): Promise<void> {
  const stored = await repo.insertEvents(tx, events);
  if (stored.length > 0) await notify(tx, OUTBOX_CHANNEL, stored[stored.length - 1].id);
}

/** Writes an event that skips the fan-out (already dispatched): a delivery to one endpoint follows by hand. */
export async function recordDirectEvent(tx: Db, event: EventInput, at: Date): Promise<repo.StoredEvent> {
  return repo.insertEvent(tx, { ...event, dispatchedAt: at });
}

/** The actor of a change made by this user; null when the user is unknown. */
export const actorOf = (db: Db, userId: number): Promise<Actor | null> => repo.findActor(db, userId);
