import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** JSON media types only: static files come precompressed (static-assets.ts), and a stream must never wait. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

export interface CompressionOptions {
  /** Answers shorter than this many bytes go as they are (a header costs more than it saves). */
  thresholdBytes?: number;
}

/**
 * Compresses JSON answers above a threshold with brotli or gzip, as the client accepts. Brotli's default
 * quality (11) costs milliseconds per answer; 3 makes a 5 KB list page 649 bytes in about 43 µs, where 4
 * made it 644 bytes in 73-125 µs and gzip 6 675 bytes in 87 µs (docs/decisions/performance.md). `text/event-stream` is never matched, so server-sent events are not buffered.
 */
export const compressionPlugin = fp(async (app: FastifyInstance, options: CompressionOptions) => {
  // Request bodies are read as before: @fastify/compress would otherwise inflate gzip/brotli uploads.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, {
    global: true,
    threshold: options.thresholdBytes ?? 1024,
    encodings: ['br', 'gzip'],
    customTypes: JSON_TYPE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } },
    zlibOptions: { level: 6 },
  });
});
