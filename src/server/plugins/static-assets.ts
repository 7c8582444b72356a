import { createHash } from 'node:crypto';
import { readFileSync, type Stats } from 'node:fs';
import { basename, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** Vite names what it emits under assets/ after its content (`name-<hash>.ext`): safe to keep forever. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files from public/ keep their names across builds, so a browser checks them again after an hour. */
const PLAIN = 'public, max-age=3600';

/**
 * Strong ETags, one per file as sent: main.js, main.js.br and main.js.gz are different bytes and so get
 * different tags. @fastify/send only makes weak ones (size and mtime); this hashes the content once per
 * file version.
 */
const etags = new Map<string, { mtimeMs: number; size: number; etag: string }>();
function strongEtag(path: string, stat: Stats): string {
  const known = etags.get(path);
  if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.etag;
  const etag = `"${createHash('sha256').update(readFileSync(path)).digest('base64url').slice(0, 27)}"`;
  etags.set(path, { mtimeMs: stat.mtimeMs, size: stat.size, etag });
  return etag;
}

/** If-None-Match uses the weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored. */
function matches(ifNoneMatch: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === etag);
}

/** Replies that send a file of the web app; only those are answered with 304 here. */
const fileReplies = new WeakSet<FastifyReply>();

export interface StaticAssetsOptions {
  /** The built web app (vite's outDir). */
  root: string;
}

/**
 * The built web app: brotli or gzip files made at build time (vite.config.ts) chosen by Accept-Encoding,
 * `Vary: Accept-Encoding`, strong ETags answered with 304, immutable caching for hashed assets, and
 * `no-cache` for HTML so that a new build is seen at once.
 */
export const staticAssetsPlugin = fp(async (app: FastifyInstance, { root }: StaticAssetsOptions) => {
  const assetsDir = `${root}${sep}assets${sep}`;
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    etag: false,
    setHeaders(reply: FastifyReply, path: string, stat: Stats) {
      fileReplies.add(reply);
      reply.header('etag', strongEtag(path, stat));
      const name = basename(path).replace(/\.(br|gz)$/, '');
      // The shell, the service worker and the manifest name every other file: checked again on each load.
      if (name.endsWith('.html') || name === 'sw.js' || name === 'manifest.webmanifest')
        reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : PLAIN);
    },
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const etag = reply.getHeader('etag');
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      !fileReplies.has(reply) ||
      reply.statusCode !== 200 ||
      typeof etag !== 'string' ||
      !ifNoneMatch ||
      !matches(ifNoneMatch, etag)
    ) {
      return payload;
    }
    // The file's stream was opened for a 200; close it and answer that the cached copy is current.
    (payload as { destroy?: () => void } | null)?.destroy?.();
    reply.code(304);
    reply.removeHeader('content-length');
    reply.removeHeader('content-encoding');
    return null;
  });
});
