/** The web app manifest the build writes (vite-plugin-pwa's default name); vite.config.ts checks it. */
export const MANIFEST_HREF = '/manifest.webmanifest';
