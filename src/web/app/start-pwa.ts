/// <reference types="vite-plugin-pwa/client" />
import { MANIFEST_HREF } from './pwa-manifest.ts';

/** How long after the page's load event the install and offline parts start. */
export const PWA_START_DELAY_MS = 3000;

/** Links the manifest; the browser then fetches it and its icon. */
export function linkManifest(): void {
  if (document.head.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  document.head.append(link);
}

/**
 * Starts what makes the app installable and usable offline: the manifest link, and the service worker that
 * precaches the app shell. Both wait until a while after the load event (issue 12): on a first visit on a
 * phone, the worker's module, the precache, the manifest and its icon would otherwise share the slow network
 * with the requests that draw the first screen. A later visit is served by the worker already installed.
 */
export function startPwaAfterLoad(register: () => Promise<void> = registerServiceWorker): void {
  const start = () => {
    linkManifest();
    // A failed registration (its chunk unreachable, say) leaves the app online-only until the next visit.
    register().catch(() => undefined);
  };
  const later = () => setTimeout(start, PWA_START_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** The worker's registration, a module of its own: the first screen does not load it. */
async function registerServiceWorker(): Promise<void> {
  const { registerSW } = await import('virtual:pwa-register');
  registerSW({ immediate: true });
}
