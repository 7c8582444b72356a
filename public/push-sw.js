/* global self, clients */
// Loaded into the Workbox service worker (pwa.config.ts, workbox.importScripts): shows a Web Push message
// ({ title, body, url }, src/domain/notification.ts PushPayloadSchema) and opens its page on a tap.

const FALLBACK_TITLE = 'Hello Kitchen';
const FALLBACK_URL = '/user/shoppingList';

function readPayload(event) {
  if (!event.data) return {};
  try {
    const payload = event.data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: event.data.text() };
  }
}

/** Only a page of this app: a payload's url is a path, never another origin. */
function sameOriginUrl(url) {
  try {
    const target = new URL(typeof url === 'string' && url ? url : FALLBACK_URL, self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  const title = typeof payload.title === 'string' && payload.title ? payload.title : FALLBACK_TITLE;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof payload.body === 'string' ? payload.body : '',
      icon: '/icons/icon-192.png',
      data: { url: sameOriginUrl(payload.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => w.url === url);
      return open ? open.focus() : clients.openWindow(url);
    }),
  );
});
