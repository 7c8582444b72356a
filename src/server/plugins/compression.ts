import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Sends an answer that is reused across requests (a kept list page or recipe) as JSON: serialized
     * with the route's serializer and compressed once per answer and encoding, then sent as those bytes.
     * The answer must not change once sent.
     */
    sendKept(answer: object): FastifyReply;
  }
}

/** JSON media types only: static files come precompressed (static-assets.ts), and a stream must never wait. */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json(?:;|$)/;

const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Brotli's default quality (11) costs milliseconds per answer; 3 makes a 5 KB list page 649 bytes in
 * about 43 µs, where 4 made it 644 bytes in 73-125 µs and gzip 6 675 bytes in 87 µs
 * (docs/decisions/performance.md).
 */
const BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;

const compressors: Record<Encoding, (input: string) => Buffer> = {
  br: (input) => brotliCompressSync(input, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
  gzip: (input) => gzipSync(input, { level: GZIP_LEVEL }),
};

/** The encoding @fastify/compress would choose for this Accept-Encoding (the same negotiation and aliases). */
function chosenEncoding(header: string | undefined): Encoding | undefined {
  if (header === undefined) return undefined;
  const chosen = negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), [...ENCODINGS]);
  return ENCODINGS.find((e) => e === chosen);
}

export interface CompressionOptions {
  /** Answers shorter than this many bytes go as they are (a header costs more than it saves). */
  thresholdBytes?: number;
}

/**
 * Compresses JSON answers above a threshold with brotli or gzip, as the client accepts.
 * `text/event-stream` is never matched, so server-sent events are not buffered.
 */
export const compressionPlugin = fp(async (app: FastifyInstance, options: CompressionOptions) => {
  const threshold = options.thresholdBytes ?? 1024;
  // Request bodies are read as before: @fastify/compress would otherwise inflate gzip/brotli uploads.
  app.addHook('onRoute', (route) => {
    route.decompress ??= false;
  });
  await app.register(compress, {
    global: true,
    threshold,
    encodings: [...ENCODINGS],
    customTypes: JSON_TYPE,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
  });

  // A kept answer's bytes live as long as the answer: when its cache drops it, they go too.
  const encoded = new WeakMap<object, { json: string; size: number; bytes: Partial<Record<Encoding, Buffer>> }>();
  app.decorateReply('sendKept', function sendKept(this: FastifyReply, answer: object) {
    let entry = encoded.get(answer);
    if (!entry) {
      // The route's serializer gives a string for an object (Fastify's type also allows bytes).
      const json = String(this.serialize(answer));
      entry = { json, size: Buffer.byteLength(json), bytes: {} };
      encoded.set(answer, entry);
    }
    this.type('application/json; charset=utf-8');
    const encoding = chosenEncoding(this.request.headers['accept-encoding']);
    if (encoding === undefined || entry.size < threshold) return this.send(entry.json);
    const bytes = (entry.bytes[encoding] ??= compressors[encoding](entry.json));
    // @fastify/compress leaves an answer that has a Content-Encoding as it is.
    return this.header('content-encoding', encoding).header('vary', 'accept-encoding').send(bytes);
  });
});
