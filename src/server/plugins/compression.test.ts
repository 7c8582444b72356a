import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase, testConfig } from '../test/test-app.ts';
import type { FastifyInstance } from 'fastify';

const bigList = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Recipe number ${i}` })) };
const keptList = { items: bigList.items.map((item) => ({ ...item, kept: true })) };
const keptSmall = { ok: true };
const events = Array.from({ length: 100 }, (_, i) => `event: changed\ndata: {"version":${i}}\n\n`).join('');

describe('compression of answers', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const handle = await createTestDatabase();
    app = await buildApp({ config: testConfig(), db: handle.db });
    // Routes of the shapes the API has: a big JSON answer, a small one, and a server-sent event stream.
    app.get('/api/test/big', { config: { public: true } }, async () => bigList);
    app.get('/api/test/small', { config: { public: true } }, async () => ({ ok: true }));
    // Kept answers (recipes/page-cache.ts): the same objects on every request.
    app.get('/api/test/kept', { config: { public: true } }, (_request, reply) => reply.sendKept(keptList));
    app.get('/api/test/kept-small', { config: { public: true } }, (_request, reply) => reply.sendKept(keptSmall));
    app.get('/api/test/events', { config: { public: true } }, (_request, reply) => {
      reply.header('content-type', 'text/event-stream').header('cache-control', 'no-cache');
      return reply.send(Readable.from([events]));
    });
    await app.ready();
    close = async () => {
      await app.close();
      await handle.close();
    };
  });
  afterAll(() => close?.());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends JSON above 1 KB as brotli when accepted, with Vary, and the same content', async () => {
    const res = await get('/api/test/big', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(bigList).length / 3);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(bigList);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const res = await get('/api/test/big', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(bigList);
  });

  it('sends plain JSON without Accept-Encoding, and small answers as they are', async () => {
    const plain = await get('/api/test/big');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(bigList);
    const small = await get('/api/test/small', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
  });

  it('compresses real API answers and keeps their no-store', async () => {
    const res = await get('/api/docs/json', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).openapi).toMatch(/^3\./);
    const unauthorized = await get('/api/user/me', 'br');
    expect(unauthorized.statusCode).toBe(401);
    expect(unauthorized.headers['cache-control']).toBe('no-store');
  });

  it('sends a kept answer in the encoding the client accepts, as JSON', async () => {
    const br = await get('/api/test/kept', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(keptList);
    const gzip = await get('/api/test/kept', 'x-gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(keptList);
    const plain = await get('/api/test/kept');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(keptList);
    const small = await get('/api/test/kept-small', 'br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(small.json()).toEqual(keptSmall);
  });

  it("encodes a kept answer once: later requests get the first request's bytes", async () => {
    const first = await get('/api/test/kept', 'br');
    keptList.items[0].name = 'changed after it was sent';
    try {
      const again = await get('/api/test/kept', 'br');
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(JSON.parse(brotliDecompressSync(again.rawPayload).toString()).items[0].name).toBe('Recipe number 0');
    } finally {
      keptList.items[0].name = 'Recipe number 0';
    }
  });

  it('never compresses an event stream, even a large one', async () => {
    const res = await get('/api/test/events', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(events);
  });

  it('reads request bodies as before: a gzip-encoded upload is not inflated', async () => {
    const login = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/user/login',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ username: 'nobody', password: 'nothing' }),
      });
    const plain = await login({});
    const labelled = await login({ 'content-encoding': 'gzip' });
    // The body is read as plain JSON either way: refused for its credentials, not its encoding.
    expect(labelled.statusCode).toBe(plain.statusCode);
    expect(labelled.json()).toEqual(plain.json());
  });
});
