import type { Plugin } from 'vite';

const MANIFEST_LINK = /<link rel="manifest" href="([^"]+)"[^>]*>/;

/**
 * index.html without the web app manifest's link (docs/decisions/performance.md): the app links it itself, a while after the
 * load event (src/web/app/start-pwa.ts), so the manifest and the icon the browser fetches with it do not
 * share a phone's slow network with the first screen. Throws when there is no link to remove, so a change
 * in how vite-plugin-pwa writes it cannot go unnoticed; and when the link is not the one the app adds.
 */
export function withoutManifestLink(html: string, expectedHref: string): string {
  const match = MANIFEST_LINK.exec(html);
  if (!match) throw new Error('defer manifest: index.html has no <link rel="manifest"> to remove');
  if (match[1] !== expectedHref) {
    throw new Error(`defer manifest: the build links ${match[1]}, the app links ${expectedHref}`);
  }
  return html.replace(match[0], '');
}

/** Vite plugin: removes the manifest link vite-plugin-pwa writes; list it after VitePWA. */
export function deferManifestLink(expectedHref: string): Plugin {
  return {
    name: 'hk-defer-manifest',
    apply: 'build',
    enforce: 'post',
    transformIndexHtml: { order: 'post', handler: (html) => withoutManifestLink(html, expectedHref) },
  };
}
