import type { VitePWAOptions } from 'vite-plugin-pwa';

/**
 * The PWA part of the Vite build (docs/decisions/live-list.md, "PWA"): the web app manifest and a Workbox service worker that
 * precaches the app shell (index.html and the hashed JS and CSS), so the app opens with no network.
 * API answers are never cached by the worker: the offline list is kept in IndexedDB by the page itself.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  // Registered in main.tsx (virtual:pwa-register); a new deploy takes over at once.
  injectRegister: false,
  registerType: 'autoUpdate',
  manifest: {
    name: 'Hello Kitchen',
    short_name: 'Hello Kitchen',
    description: 'Browse recipes, plan meals and build your shopping list.',
    start_url: '/user/shoppingList',
    scope: '/',
    display: 'standalone',
    theme_color: '#2f6b3f',
    background_color: '#fbf8f3',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell only: recipe pictures stay out of the precache (fetched when shown).
    globPatterns: ['**/*.{js,css,html}', 'icons/*.png', 'images/logo.svg'],
    navigateFallback: '/index.html',
    // /s/<token> is a server-rendered share page (docs/api/doors.md): the shell must not answer for it.
    navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/s\//],
    // Shows Web Push notifications and opens their page on a tap (public/push-sw.js).
    importScripts: ['push-sw.js'],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
  },
};
