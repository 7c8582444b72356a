import { createPublicKey } from 'node:crypto';
import {
  NotificationLimits,
  type NotificationSettings,
  type NotificationTestResult,
  type PushSubscriptionInput,
  type UpdateNotificationSettings,
} from '#domain/notification.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, notFound, RateLimitedError } from '../../lib/errors.ts';
import { outboundUrlProblem, type Cidr } from '../../lib/outbound-address.ts';
import type { createRateLimiter } from '../users/index.ts';
import type { NotificationSender } from './sender.ts';
import * as repo from './settings-repository.ts';
import type { VapidKeys } from './vapid.ts';

/** "Send a test" makes the server POST to an address the user chose: a few a minute are plenty. */
export const TEST_SENDS_PER_MINUTE = 10;

/** A refusal naming its field, storing nothing. */
const refuse = (field: string, problem: string) =>
  badRequest(`${field} ${problem}`, { [field]: `${field} ${problem}` });

/** True for base64url that decodes to an uncompressed point on P-256 and reads back the same. */
function isP256Point(value: string): boolean {
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.toString('base64url') !== value || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    const [x, y] = [bytes.subarray(1, 33), bytes.subarray(33)].map((b) => b.toString('base64url'));
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

const origin = (url: string | null) => (url === null ? null : new URL(url).origin);

/**
 * A user's phone notification settings and browsers (docs/api/doors.md, "Phone notifications"). URLs follow
 * the outbound rules of webhooks; the ntfy token is never answered, and is dropped when the URL moves to
 * another server without a new one, so it never goes where it was not meant for.
 */
export function createNotificationSettingsService(deps: {
  db: Db;
  vapid: VapidKeys;
  sender: NotificationSender;
  allowed: readonly Cidr[];
  limiter: ReturnType<typeof createRateLimiter>;
}) {
  const { db, allowed } = deps;
  const rules = { allowed, maxLength: NotificationLimits.maxUrlLength };

  async function view(userId: number, tx: Db = db): Promise<NotificationSettings> {
    const settings = await repo.findSettings(tx, userId);
    return {
      ntfyUrl: settings.ntfyUrl,
      listChanges: settings.listChanges,
      pushSubscriptions: await repo.countSubscriptions(tx, userId),
    };
  }

  return {
    get: (userId: number) => view(userId),

    async update(userId: number, change: UpdateNotificationSettings): Promise<NotificationSettings> {
      if (typeof change.ntfyUrl === 'string') {
        const problem = outboundUrlProblem(change.ntfyUrl, rules);
        if (problem) throw refuse('ntfyUrl', problem);
      }
      return inTransaction(db, async (tx) => {
        await repo.lockSettings(tx, userId);
        const stored = await repo.findSettings(tx, userId);
        const ntfyUrl = change.ntfyUrl === undefined ? stored.ntfyUrl : change.ntfyUrl;
        const movedServer = origin(ntfyUrl) !== origin(stored.ntfyUrl);
        const ntfyToken =
          change.ntfyToken !== undefined ? change.ntfyToken : movedServer || ntfyUrl === null ? null : stored.ntfyToken;
        await repo.saveSettings(tx, userId, {
          ntfyUrl,
          ntfyToken,
          listChanges: change.listChanges ?? stored.listChanges,
        });
        return view(userId, tx);
      });
    },

    async publicKey(): Promise<{ publicKey: string }> {
      return { publicKey: (await deps.vapid.get()).publicKey };
    },

    async subscribe(userId: number, input: PushSubscriptionInput): Promise<NotificationSettings> {
      const problem = outboundUrlProblem(input.endpoint, { ...rules, httpsOnly: true });
      if (problem) throw refuse('endpoint', problem);
      if (!isP256Point(input.keys.p256dh))
        throw refuse('keys.p256dh', 'must be a P-256 public key (65 bytes, base64url)');
      if (Buffer.from(input.keys.auth, 'base64url').toString('base64url') !== input.keys.auth) {
        throw refuse('keys.auth', 'must be 16 bytes in base64url');
      }
      return inTransaction(db, async (tx) => {
        await repo.upsertSubscription(tx, userId, { endpoint: input.endpoint, ...input.keys });
        await repo.trimSubscriptions(tx, userId, NotificationLimits.maxPushSubscriptions);
        return view(userId, tx);
      });
    },

    async unsubscribe(userId: number, endpoint: string): Promise<void> {
      if (!(await repo.deleteSubscription(db, userId, endpoint))) throw notFound('Push subscription not found');
    },

    /** "Send a test": to the user's own ntfy topic and browsers, now, whatever `listChanges` says. */
    async sendTest(userId: number): Promise<NotificationTestResult> {
      const { allowed: within, retryAfterSeconds } = await deps.limiter.hit([
        { key: `notification-test|${userId}`, max: TEST_SENDS_PER_MINUTE },
      ]);
      if (!within) {
        throw new RateLimitedError(retryAfterSeconds, `Too many tests. Try again in ${retryAfterSeconds} seconds.`);
      }
      return deps.sender.deliver(userId, 'Test from Hello Kitchen: notifications reach this device');
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;
