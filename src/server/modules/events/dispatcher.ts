import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../db/notifications.ts';
import { inTransaction } from '../../db/transaction.ts';
import { OUTBOX_CHANNEL } from './record.ts';
import type { EventConsumer } from './index.ts';
import * as repo from './repository.ts';

interface DispatcherOptions {
  db: Db;
  notifications: Notifications;
  consumers: EventConsumer[];
  log: FastifyBaseLogger;
  /** How often the outbox is read without a NOTIFY (one lost on a reconnect, or a crashed writer's). */
  pollMs?: number;
  now?: () => Date;
}

/** How long events (and with them the delivery log and its replays) are kept after dispatch. */
const OUTBOX_RETENTION_DAYS = 30;
/** Each instance prunes at most this often, a batch at a time. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;
const PRUNE_BATCH = 1000;

/** Events dispatched in one transaction: each with its consumers, all marked dispatched at its commit. */
const BATCH = 50;

/**
 * Hands every outbox event to the consumers once, on whichever instance claims it first (`FOR UPDATE SKIP
 * LOCKED`): a batch of events per transaction, each event's consumers run and the batch marked dispatched. Woken by NOTIFY at
 * once, and by a poll every second.
 */
export function createEventDispatcher({
  db,
  notifications,
  consumers,
  log,
  pollMs = 1000,
  now = () => new Date(),
}: DispatcherOptions) {
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => void) | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let lastPruneAt = 0;

  /** Dispatches a batch of events in one transaction; answers how many. */
  async function dispatchBatch(): Promise<number> {
    return inTransaction(db, async (tx) => {
      const events = await repo.claimEvents(tx, BATCH);
      for (const event of events) {
        for (const consumer of consumers) {
          if (!consumer.wants(event.type)) continue;
          try {
            await tx.transaction((savepoint) => consumer.handle(savepoint, event));
          } catch (err) {
            // One failing consumer must not hold back the others, nor every later event.
            log.error({ err, consumer: consumer.name, eventId: event.id }, 'event consumer failed');
          }
        }
      }
      await repo.markDispatched(
        tx,
        events.map((e) => e.id),
        now(),
      );
      return events.length;
    });
  }

  /** Dispatches until the outbox is empty; resolves with how many it dispatched. */
  async function drain(): Promise<number> {
    let count = 0;
    while (!closed) {
      const n = await dispatchBatch();
      if (n === 0) break;
      count += n;
    }
    return count;
  }

  /** Deletes the events dispatched more than OUTBOX_RETENTION_DAYS ago; answers how many went. */
  async function prune(): Promise<number> {
    const before = new Date(now().getTime() - OUTBOX_RETENTION_DAYS * 24 * 60 * 60 * 1000);
    let count = 0;
    while (!closed) {
      const n = await repo.pruneDispatched(db, before, PRUNE_BATCH);
      count += n;
      if (n < PRUNE_BATCH) break;
    }
    return count;
  }

  async function pruneWhenDue(): Promise<void> {
    const at = now().getTime();
    if (at - lastPruneAt < PRUNE_EVERY_MS) return;
    lastPruneAt = at;
    const count = await prune();
    if (count > 0) log.info({ count }, 'old outbox events pruned');
  }

  function kick(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
          await pruneWhenDue();
        } catch (err) {
          if (!closed) log.warn({ err }, 'outbox dispatch failed; retrying at the next poll');
        }
      } while (again && !closed);
    })().finally(() => (running = undefined));
  }

  return {
    drain,
    prune,
    kick,
    async start(): Promise<void> {
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
      // Not awaited: listening waits for the database, and an app started while it is down must serve (503s)
      // meanwhile. The poll goes on alone until then.
      notifications.listen(OUTBOX_CHANNEL, kick).then(
        (off) => (closed ? off() : (unlisten = off)),
        (err: unknown) => log.warn({ err }, 'listening for outbox failed; polling only'),
      );
    },
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      unlisten?.();
      await running;
    },
  };
}
