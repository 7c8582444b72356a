import type { EventType } from '#domain/webhook.ts';
import type { Db } from '../../db/client.ts';
import type { EventConsumer, StoredEvent } from '../events/index.ts';
import type { ChangeKind } from './message.ts';
import * as queue from './queue-repository.ts';

const KINDS: Partial<Record<EventType, ChangeKind>> = {
  'list.item.added': 'added',
  'list.item.ticked': 'ticked',
  'list.item.removed': 'removed',
  'list.completed': 'completed',
};

/** The item's name in a list event's data (`data.item { id, name }`), or null. */
function itemName(data: Record<string, unknown>): string | null {
  const item = data.item as { name?: unknown } | undefined;
  return typeof item?.name === 'string' && item.name.trim() !== '' ? item.name.trim() : null;
}

/** An untick comes as `list.item.ticked` with `checked: false` (on the item or the data): no one is told. */
function isUntick(data: Record<string, unknown>): boolean {
  const item = data.item as { checked?: unknown } | undefined;
  return data.checked === false || item?.checked === false;
}

/**
 * The outbox consumer of phone notifications: for a household's list event, queues the change for every
 * other member who wants list changes, in the dispatcher's transaction, so no change is lost on a crash.
 * The sender (sender.ts) tells them, on any instance.
 */
export function createNotificationConsumer(): EventConsumer {
  return {
    name: 'phone-notifications',
    wants: (type) => KINDS[type] !== undefined,
    async handle(tx: Db, event: StoredEvent): Promise<void> {
      const kind = KINDS[event.type];
      if (!kind || event.householdOwnerId === null) return;
      if (kind === 'ticked' && isUntick(event.data)) return;
      const name = kind === 'completed' ? null : itemName(event.data);
      if (kind !== 'completed' && name === null) return;
      const recipients = await queue.findRecipients(tx, event.householdOwnerId, event.actor?.id ?? null);
      await queue.enqueue(
        tx,
        recipients.map((recipientId) => ({
          eventId: event.id,
          recipientId,
          ownerId: event.householdOwnerId!,
          kind,
          // A change the instance made itself (an import, a fill) has no actor.
          actorName: event.actor?.firstName ?? 'Someone',
          itemName: name,
        })),
      );
    },
  };
}
