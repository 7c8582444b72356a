import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Notifications } from '../../db/notifications.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Cidr } from '../../lib/outbound-address.ts';
import { outboundPost } from '../../lib/outbound-request.ts';
import { DELIVERIES_CHANNEL } from './fan-out.ts';
import * as repo from './repository.ts';
import { eventBody, nextDelaySeconds, signatureHeader } from './signing.ts';

export interface DelivererOptions {
  db: Db;
  notifications: Notifications;
  log: FastifyBaseLogger;
  allowed: readonly Cidr[];
  /** WEBHOOK_RETRY_SCHEDULE, in seconds. */
  schedule: readonly number[];
  now: () => Date;
  random?: () => number;
  /** Sends in flight on this instance at most. */
  concurrency?: number;
  /** How long a claimed delivery is this instance's; longer than a send's timeout. */
  leaseMs?: number;
  timeoutMs?: number;
  pollMs?: number;
}

/** How long a rotated-out secret keeps signing is stored with it (previous_secret_until). */
const secretsAt = (d: repo.ClaimedDelivery, at: Date): string[] =>
  d.previousSecret && d.previousSecretUntil && d.previousSecretUntil > at ? [d.secret, d.previousSecret] : [d.secret];

/**
 * Sends due deliveries, on any instance: claims them with `SKIP LOCKED` under a lease, at most
 * `concurrency` at once, and records each attempt (2xx succeeded; 410 disables the endpoint; anything else
 * waits for the next step of the schedule, then fails). Woken by NOTIFY and by a poll.
 */
export function createDeliverer({
  db,
  notifications,
  log,
  allowed,
  schedule,
  now,
  random = Math.random,
  concurrency = 16,
  leaseMs = 60_000,
  timeoutMs = 10_000,
  pollMs = 1000,
}: DelivererOptions) {
  const inFlight = new Set<Promise<void>>();
  let claiming: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => void) | undefined;

  async function attempt(d: repo.ClaimedDelivery): Promise<void> {
    const at = now();
    const body = eventBody({ type: d.type, createdAt: d.eventCreatedAt, data: d.data });
    const result = await outboundPost({
      url: d.url,
      allowed,
      timeoutMs,
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'HelloKitchen-Webhooks/1',
        'webhook-id': d.eventId,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signatureHeader(secretsAt(d, at), d.eventId, at, body),
      },
    });
    const done = now();
    const status = result.ok ? result.status : null;
    if (status !== null && status >= 200 && status < 300) {
      await repo.recordAttempt(db, d.id, d.leaseUntil, {
        status: 'succeeded',
        lastStatus: status,
        lastError: null,
        nextAttemptAt: null,
        deliveredAt: done,
      });
      return;
    }
    const error = result.ok ? `The receiver answered ${status}` : `Not delivered: ${result.error}`;
    if (status === 410) {
      await inTransaction(db, async (tx) => {
        if (await repo.recordAttempt(tx, d.id, d.leaseUntil, failed(status, error))) {
          await repo.disableEndpoint(tx, d.endpointId, 'The receiver answered 410 Gone');
        }
      });
      return;
    }
    const delay = nextDelaySeconds(schedule, d.attempts + 1, random);
    await repo.recordAttempt(
      db,
      d.id,
      d.leaseUntil,
      delay === null
        ? failed(status, error)
        : {
            status: 'pending',
            lastStatus: status,
            lastError: error,
            nextAttemptAt: new Date(done.getTime() + delay * 1000),
            deliveredAt: null,
          },
    );
  }

  const failed = (status: number | null, error: string): repo.AttemptOutcome => ({
    status: 'failed',
    lastStatus: status,
    lastError: error,
    nextAttemptAt: null,
    deliveredAt: null,
  });

  function launch(d: repo.ClaimedDelivery): void {
    const sending: Promise<void> = attempt(d)
      .catch((err) => {
        // The lease runs out and another turn (here or elsewhere) sends it again.
        if (!closed) log.warn({ err, deliveryId: d.id }, 'webhook attempt not recorded');
      })
      .finally(() => {
        inFlight.delete(sending);
        kick();
      });
    inFlight.add(sending);
  }

  async function fill(): Promise<void> {
    do {
      again = false;
      const room = concurrency - inFlight.size;
      if (room <= 0 || closed) return;
      const at = now();
      const claimed = await inTransaction(db, (tx) => repo.claimDue(tx, at, new Date(at.getTime() + leaseMs), room));
      for (const d of claimed) launch(d);
      if (claimed.length === room) again = true;
    } while (again && !closed);
  }

  function kick(): void {
    if (closed) return;
    if (claiming) {
      again = true;
      return;
    }
    claiming = fill()
      .catch((err) => {
        if (!closed) log.warn({ err }, 'claiming webhook deliveries failed; retrying at the next poll');
      })
      .finally(() => (claiming = undefined));
  }

  return {
    kick,
    /** Sends whatever is due now and waits for those sends (tests). */
    async flush(): Promise<void> {
      kick();
      while (claiming || inFlight.size > 0) await Promise.all([claiming, ...inFlight]);
    },
    async start(): Promise<void> {
      timer = setInterval(kick, pollMs);
      timer.unref();
      kick();
      // Not awaited: listening waits for the database, and an app started while it is down must serve (503s)
      // meanwhile. The poll goes on alone until then.
      notifications.listen(DELIVERIES_CHANNEL, kick).then(
        (off) => (closed ? off() : (unlisten = off)),
        (err: unknown) => log.warn({ err }, 'listening for webhook deliveries failed; polling only'),
      );
    },
    /** Stops claiming and waits for the sends in flight (each ends within its timeout). */
    async close(): Promise<void> {
      closed = true;
      clearInterval(timer);
      unlisten?.();
      await claiming;
      await Promise.all(inFlight);
    },
  };
}
