import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

// A small build as vite and its precompress step leave it: hashed assets with .br/.gz beside them.
const script = `export const answer = ${JSON.stringify('x'.repeat(4000))};\n`;
const html = `<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body>${' '.repeat(2000)}</body></html>`;

describe('static files of the web app', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'hk-static-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'images'));
    for (const [name, text] of [
      ['index.html', html],
      ['assets/index-AbC123.js', script],
    ]) {
      writeFileSync(join(dir, name), text);
      writeFileSync(join(dir, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(dir, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(join(dir, 'images/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDist: dir });
  });
  afterAll(async () => {
    await t?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('sends the brotli or gzip file made at build time, as the client accepts, with Vary', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload).toEqual(brotliCompressSync(script));

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.rawPayload).toEqual(gzipSync(script));

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for a year as immutable, and nothing else', async () => {
    const asset = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const image = await get('/images/logo.svg');
    expect(image.statusCode).toBe(200);
    expect(image.headers['cache-control']).not.toMatch(/immutable/);
    for (const page of ['/', '/user/recipes', '/index.html']) {
      const res = await get(page, { 'accept-encoding': 'br' });
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['cache-control'], page).toBe('no-cache');
      expect(res.headers['content-encoding'], page).toBe('br');
      expect(res.headers['content-type'], page).toMatch(/^text\/html/);
    }
  });

  it('gives each file as sent a strong ETag, and answers a matching If-None-Match with 304', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    const etag = br.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(gz.headers.etag).toMatch(/^"[^"]+"$/);
    expect(gz.headers.etag).not.toBe(etag);

    const again = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const other = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br', 'if-none-match': '"other"' });
    expect(other.statusCode).toBe(200);
    expect(other.rawPayload).toEqual(brotliCompressSync(script));

    const page = await get('/user/recipes', { 'accept-encoding': 'br' });
    const pageAgain = await get('/user/recipes', {
      'accept-encoding': 'br',
      'if-none-match': page.headers.etag as string,
    });
    expect(pageAgain.statusCode).toBe(304);
  });

  it('still answers a missing asset and an unknown API path with 404', async () => {
    expect((await get('/assets/missing-123.js')).statusCode).toBe(404);
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
  });
});
