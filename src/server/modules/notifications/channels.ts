import type webpush from 'web-push';
import type { PushPayload } from '#domain/notification.ts';
import type { Cidr } from '../../lib/outbound-address.ts';
import { outboundPost } from '../../lib/outbound-request.ts';
import type { StoredSubscription, VapidKeyPair } from './settings-repository.ts';

/** A phone notification's title, on ntfy (`Title`) and in the push payload. */
export const TITLE = 'Hello Kitchen';
/** How long a push service keeps a message for a phone that is off: a list change older than this is stale. */
export const PUSH_TTL_SECONDS = 12 * 60 * 60;
const TIMEOUT_MS = 10_000;

export interface ChannelOptions {
  allowed: readonly Cidr[];
  timeoutMs?: number;
}

export type SendResult = { ok: true } | { ok: false; error: string; gone?: boolean };

/** An ntfy publish: POST to the topic URL, the text as the body (https://docs.ntfy.sh/publish/). */
export async function sendNtfy(
  target: { url: string; token: string | null },
  text: string,
  options: ChannelOptions,
): Promise<SendResult> {
  const result = await outboundPost({
    url: target.url,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      title: TITLE,
      ...(target.token ? { authorization: `Bearer ${target.token}` } : {}),
    },
    body: text,
    allowed: options.allowed,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
  });
  if (!result.ok) return result;
  if (result.status >= 200 && result.status < 300) return { ok: true };
  return { ok: false, error: `ntfy answered ${result.status}` };
}

/**
 * A Web Push message (RFC 8030) through web-push: the payload encrypted with aes128gcm (RFC 8291) for the
 * browser's keys, a VAPID JWT (RFC 8292) whose `aud` is the push service's origin, a TTL, and a Topic, so a
 * phone that was off gets only the newest message of the list. Sent through the outbound guard, not
 * web-push's own request, so the endpoint's address is checked after DNS. A 404 or 410 means gone.
 */
export async function sendPush(
  subscription: StoredSubscription,
  payload: PushPayload,
  vapid: VapidKeyPair & { subject: string },
  options: ChannelOptions & { topic?: string },
): Promise<SendResult> {
  // Loaded at the first push, not at start-up (docs/performance.md, "Idle memory").
  const { generateRequestDetails } = (await import('web-push')).default;
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    details = generateRequestDetails(
      { endpoint: subscription.endpoint, keys: subscription.keys },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
        ...(options.topic ? { topic: options.topic } : {}),
      },
    );
  } catch (err) {
    return { ok: false, error: `could not encrypt for this subscription: ${(err as Error).message}` };
  }
  const result = await outboundPost({
    url: details.endpoint,
    headers: Object.fromEntries(Object.entries(details.headers).map(([k, v]) => [k, String(v)])),
    body: details.body ?? Buffer.alloc(0),
    allowed: options.allowed,
    timeoutMs: options.timeoutMs ?? TIMEOUT_MS,
  });
  if (!result.ok) return result;
  if (result.status >= 200 && result.status < 300) return { ok: true };
  const gone = result.status === 404 || result.status === 410;
  return { ok: false, error: `the push service answered ${result.status}`, gone };
}
