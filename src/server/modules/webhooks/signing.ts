import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { WebhookLimits } from '#domain/webhook.ts';

/** A new endpoint secret: `whsec_` and the base64 of 24 random bytes, as Standard Webhooks writes them. */
export function newSecret(): string {
  return `whsec_${randomBytes(WebhookLimits.secretBytes).toString('base64')}`;
}

/**
 * The `webhook-signature` header: `v1,<sig>` for each secret, space-separated (the new secret and, for a
 * day after a rotation, the old one), signed by the standardwebhooks package itself.
 */
export function signatureHeader(secrets: string[], id: string, at: Date, body: string): string {
  return secrets.map((secret) => new Webhook(secret).sign(id, at, body)).join(' ');
}

/** The body of every event: `{ type, timestamp, data }`, the same bytes on every attempt and replay. */
export function eventBody(event: { type: string; createdAt: Date; data: Record<string, unknown> }): string {
  return JSON.stringify({ type: event.type, timestamp: event.createdAt.toISOString(), data: event.data });
}

/**
 * Seconds to wait before the next attempt after `attemptsMade` attempts, with ±10 % jitter; null when the
 * schedule is used up. `schedule[0]` is the first attempt's own delay.
 */
export function nextDelaySeconds(
  schedule: readonly number[],
  attemptsMade: number,
  random = Math.random,
): number | null {
  if (attemptsMade >= schedule.length) return null;
  return schedule[attemptsMade] * (0.9 + 0.2 * random());
}
