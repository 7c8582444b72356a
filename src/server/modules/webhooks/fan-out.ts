import { notify } from '../../db/notifications.ts';
import type { EventConsumer } from '../events/index.ts';
import * as repo from './repository.ts';

/** The NOTIFY channel that wakes every instance's deliverer when deliveries are due now. */
export const DELIVERIES_CHANNEL = 'webhook_deliveries';

/**
 * The outbox consumer that turns an event into one pending delivery per subscribed, enabled endpoint, in
 * the dispatching transaction (so an event is fanned out exactly once).
 */
export function createWebhookFanOut(now: () => Date): EventConsumer {
  return {
    name: 'webhooks',
    // A test event goes to its one endpoint by hand (service.test), never to subscribers.
    wants: (type) => type !== 'webhook.test',
    async handle(tx, event) {
      const ids = await repo.findSubscribers(tx, event.type, event.householdOwnerId);
      if (ids.length === 0) return;
      await repo.insertDeliveries(tx, event.id, ids, now());
      await notify(tx, DELIVERIES_CHANNEL, event.id);
    },
  };
}
