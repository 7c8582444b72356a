/**
 * This browser's side of Web Push, the only code here that touches the Push API, the service worker and
 * Notification, so tests replace this module.
 */

/** Why this browser cannot take notifications, or null when it can. */
export type PushUnsupported = 'no-push-api' | 'insecure' | null;

/** A subscription as the server takes it (PushSubscription.toJSON()). */
export interface DeviceSubscription {
  endpoint: string;
  expirationTime?: number | null;
  keys: { p256dh: string; auth: string };
}

/** How long to wait for the app's service worker (it registers a few seconds after the page loads). */
const WORKER_WAIT_MS = 15_000;

export function pushUnsupported(): PushUnsupported {
  if (typeof window === 'undefined') return 'no-push-api';
  if (!window.isSecureContext) return 'insecure';
  const ok = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return ok ? null : 'no-push-api';
}

/** Asks for permission to show notifications (only on a click: browsers ignore it otherwise). */
export function requestNotificationPermission(): Promise<NotificationPermission> {
  return Notification.requestPermission();
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  const registered = await navigator.serviceWorker.getRegistration();
  if (registered?.active) return registered;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The app’s service worker is not running')), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** base64url (as the server gives the VAPID key) to the bytes pushManager.subscribe wants. */
function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4);
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function toInput(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** This browser's current subscription, or null. */
export async function currentSubscription(): Promise<DeviceSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? toInput(subscription) : null;
}

/** Subscribes this browser with the server's VAPID public key (base64url). */
export async function subscribeDevice(publicKey: string): Promise<DeviceSubscription> {
  const registration = await workerRegistration();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
  return toInput(subscription);
}

/** Ends this browser's subscription; answers its endpoint (to remove on the server), or null when there was none. */
export async function unsubscribeDevice(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  return endpoint;
}
