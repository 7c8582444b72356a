import type { FastifyBaseLogger } from 'fastify';
import type { NotificationTestResult } from '#domain/notification.ts';
import type { Db } from '../../db/client.ts';
import type { Cidr } from '../../lib/outbound-address.ts';
import { sendNtfy, sendPush, TITLE } from './channels.ts';
import { summarize } from './message.ts';
import * as queue from './queue-repository.ts';
import * as settingsRepo from './settings-repository.ts';
import type { VapidKeys } from './vapid.ts';

export interface SenderOptions {
  db: Db;
  log: FastifyBaseLogger;
  vapid: VapidKeys;
  vapidSubject: string;
  allowed: readonly Cidr[];
  cooldownSeconds: number;
  /** How often the queue is read; 0 starts no timer (tests call runOnce). */
  pollMs: number;
  now: () => Date;
  /** Where a push notification opens the app. */
  listPath: string;
}

/** A claimed group is another sender's again after this long, should its sender have died mid-send. */
const LEASE_SECONDS = 120;
const BATCH = 20;

/**
 * Sends the queued changes: per (recipient, list) at most one notification per cooldown, the changes held
 * back meanwhile told as one summary when it ends. Any instance may send; a lease in the database keeps two
 * from telling the same changes.
 */
export function createNotificationSender(options: SenderOptions) {
  const { db, log, vapid, allowed, now } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let closed = false;

  /** Tells `text` to one user by ntfy and on each of their browsers; drops subscriptions that are gone. */
  async function deliver(userId: number, text: string, topic?: string): Promise<NotificationTestResult> {
    const settings = await settingsRepo.findSettings(db, userId);
    const subscriptions = await settingsRepo.listSubscriptions(db, userId);
    const ntfy = settings.ntfyUrl
      ? await sendNtfy({ url: settings.ntfyUrl, token: settings.ntfyToken }, text, { allowed })
      : undefined;
    const keys = subscriptions.length > 0 ? { ...(await vapid.get()), subject: options.vapidSubject } : undefined;
    const pushes = await Promise.all(
      subscriptions.map((sub) =>
        sendPush(sub, { title: TITLE, body: text, url: options.listPath }, keys!, { allowed, topic }),
      ),
    );
    const gone = subscriptions.filter((_, i) => {
      const r = pushes[i];
      return !r.ok && r.gone === true;
    });
    await settingsRepo.deleteSubscriptionsById(
      db,
      gone.map((s) => s.id),
    );
    for (const failure of [ntfy, ...pushes]) {
      if (failure && !failure.ok) log.warn({ userId, error: failure.error }, 'phone notification not sent');
    }
    return {
      ntfy: ntfy
        ? { status: ntfy.ok ? 'sent' : 'failed', error: ntfy.ok ? null : ntfy.error }
        : { status: 'off', error: null },
      push: {
        sent: pushes.filter((r) => r.ok).length,
        failed: pushes.filter((r) => !r.ok).length,
        removed: gone.length,
      },
    };
  }

  /** Sends every group that is due now; resolves with how many it sent. */
  async function runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const groups = await queue.claimDue(db, {
        now: now(),
        cooldownSeconds: options.cooldownSeconds,
        leaseSeconds: LEASE_SECONDS,
        limit: BATCH,
      });
      for (const group of groups) {
        const settings = await settingsRepo.findSettings(db, group.recipientId);
        // Turned off since the change was queued: the changes go untold.
        if (settings.listChanges) {
          await deliver(group.recipientId, summarize(group.changes), `list-${group.ownerId}`);
        }
        await queue.finishGroup(db, group, now());
        sent++;
      }
      if (groups.length < BATCH || closed) return sent;
    }
  }

  function tick(): void {
    if (running || closed) return;
    running = runOnce()
      .catch((err: unknown) => {
        if (!closed) log.warn({ err }, 'phone notifications: sending failed; trying again at the next poll');
      })
      .finally(() => (running = undefined));
  }

  return {
    deliver,
    runOnce,
    start(): void {
      if (options.pollMs <= 0 || timer) return;
      timer = setInterval(tick, options.pollMs);
      timer.unref();
    },
    async stop(): Promise<void> {
      closed = true;
      clearInterval(timer);
      await running;
    },
  };
}

export type NotificationSender = ReturnType<typeof createNotificationSender>;
