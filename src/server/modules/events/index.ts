/** The events module's public entry: the outbox every change writes to, and its dispatcher. */
import type { Actor, EventType } from '#domain/webhook.ts';
import type { Db } from '../../db/client.ts';

export { recordEvent, recordEvents, recordDirectEvent, actorOf } from './record.ts';
export { createEventDispatcher } from './dispatcher.ts';

/** An event as the outbox keeps it; `id` is its Standard Webhooks `webhook-id`. */
export interface StoredEvent {
  id: string;
  type: EventType;
  householdOwnerId: number | null;
  actor: Actor | null;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** Something that acts on events; `handle` runs in the dispatching transaction (its own savepoint). */
export interface EventConsumer {
  name: string;
  wants(type: EventType): boolean;
  handle(tx: Db, event: StoredEvent): Promise<void>;
}
