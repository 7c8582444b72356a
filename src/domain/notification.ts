import { z } from 'zod';

/** Limits of phone notifications (docs/api/doors.md, "Phone notifications"). */
export const NotificationLimits = {
  /** As webhook URLs. */
  maxUrlLength: 2000,
  maxTokenLength: 500,
  /** A user's newest subscriptions kept; a new one beyond drops the oldest. */
  maxPushSubscriptions: 20,
  /** Bytes of a subscription's keys: an uncompressed P-256 point and the auth secret. */
  p256dhBytes: 65,
  authBytes: 16,
} as const;

/** The shape of an absolute URL; whether its address may be reached is the server's check (the allow-list). */
const urlField = (field: string) =>
  z
    .string({ error: `${field} must be a URL` })
    .trim()
    .min(1, `${field} must be a URL`)
    .max(NotificationLimits.maxUrlLength, `${field} must be at most ${NotificationLimits.maxUrlLength} characters`);

/** base64url of exactly `bytes` bytes (padding allowed, then dropped). */
const base64url = (field: string, bytes: number) =>
  z
    .string({ error: `${field} must be base64url` })
    .transform((v) => v.replace(/=+$/, ''))
    .refine(
      (v) => /^[A-Za-z0-9_-]*$/.test(v) && v.length === Math.ceil((bytes * 4) / 3),
      `${field} must be ${bytes} bytes in base64url`,
    );

/** GET and PUT /api/user/me/notifications answer this; the ntfy token is never sent back. */
export const NotificationSettingsSchema = z.object({
  ntfyUrl: z.string().nullable(),
  listChanges: z.boolean(),
  /** How many browsers (Web Push subscriptions) the user has. */
  pushSubscriptions: z.number().int(),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Body of PUT /api/user/me/notifications: any of the fields; null clears. */
export const UpdateNotificationSettingsSchema = z.strictObject({
  ntfyUrl: urlField('ntfyUrl').nullable().optional(),
  ntfyToken: z
    .string({ error: 'ntfyToken must be a string' })
    .trim()
    .min(1, 'ntfyToken must not be empty (null clears it)')
    .max(NotificationLimits.maxTokenLength, `ntfyToken must be at most ${NotificationLimits.maxTokenLength} characters`)
    .refine((v) => /^[\x21-\x7e]+$/.test(v), 'ntfyToken must be printable ASCII without spaces')
    .nullable()
    .optional(),
  listChanges: z.boolean({ error: 'listChanges must be true or false' }).optional(),
});
export type UpdateNotificationSettings = z.infer<typeof UpdateNotificationSettingsSchema>;

/** Body of POST /api/user/me/push-subscriptions: a browser's `PushSubscription.toJSON()`. */
export const PushSubscriptionInputSchema = z.strictObject({
  endpoint: urlField('endpoint'),
  /** Browsers send it (mostly null); the push service's answer decides when a subscription is gone. */
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject(
    {
      p256dh: base64url('keys.p256dh', NotificationLimits.p256dhBytes),
      auth: base64url('keys.auth', NotificationLimits.authBytes),
    },
    { error: 'keys must hold p256dh and auth' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** Body of DELETE /api/user/me/push-subscriptions. */
export const RemovePushSubscriptionSchema = z.strictObject({ endpoint: urlField('endpoint') });

/** GET /api/push/vapid-public-key: the `applicationServerKey` for `pushManager.subscribe`. */
export const VapidPublicKeySchema = z.object({ publicKey: z.string() });

/** What "Send a test" did on each way (POST /api/user/me/notifications/test). */
export const NotificationTestResultSchema = z.object({
  ntfy: z.object({ status: z.enum(['sent', 'failed', 'off']), error: z.string().nullable() }),
  push: z.object({ sent: z.number().int(), failed: z.number().int(), removed: z.number().int() }),
});
export type NotificationTestResult = z.infer<typeof NotificationTestResultSchema>;

/** The Web Push payload (JSON) the service worker shows. */
export const PushPayloadSchema = z.object({ title: z.string(), body: z.string(), url: z.string() });
export type PushPayload = z.infer<typeof PushPayloadSchema>;
