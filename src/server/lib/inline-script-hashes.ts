import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * CSP sources (`'sha256-…'`) for the inline scripts of the built index.html: the route preload
 * (scripts/vite-route-preload.ts) is inline so that it costs no request, and with `script-src 'self'`
 * alone the browser refuses to run it. A hash allows exactly that script and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((m) => m[1])
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
}

/** The hashes of `webDist/index.html`, or none when the web app is not built. */
export function webAppScriptHashes(webDist: string): string[] {
  const file = join(webDist, 'index.html');
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
