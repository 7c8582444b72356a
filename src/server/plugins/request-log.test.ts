import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase, testConfig } from '../test/test-app.ts';

/** Lines logged about one URL, parsed. */
const about = (lines: string[], url: string) =>
  lines.map((line) => JSON.parse(line)).filter((entry) => entry.url === url || entry.req?.url === url);

describe('request logging at the default level', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase();
    // slowRequestMs 1, and a route that waits 20 ms: over the threshold on any machine.
    app = await buildApp({
      config: testConfig({ logLevel: 'info', slowRequestMs: 1 }),
      db: handle.db,
      logStream: { write: (line) => void lines.push(line) },
    });
    app.get('/api/test/broken', { config: { public: true } }, async (_request, reply) =>
      reply.status(503).send({ error: 'Service unavailable' }),
    );
    app.get('/api/test/thrown', { config: { public: true } }, async () => {
      throw new Error('the oven is on fire');
    });
    app.get('/api/test/slow', { config: { public: true } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('does not log a normal request', async () => {
    const fast = await buildApp({
      config: testConfig({ logLevel: 'info', slowRequestMs: 60_000 }),
      db: handle.db,
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const res = await fast.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      const unauthorized = await fast.inject({ method: 'GET', url: '/api/user/me' });
      expect(unauthorized.statusCode).toBe(401);
    } finally {
      await fast.close();
    }
    expect(about(lines, '/api/health')).toEqual([]);
    expect(about(lines, '/api/user/me')).toEqual([]);
  });

  it('logs an answer with a 5xx status as an error, with method, status and time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/broken' });
    expect(res.statusCode).toBe(503);
    const [entry, ...more] = about(lines, '/api/test/broken');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ level: 50, method: 'GET', status: 503, msg: 'request answered with an error' });
    expect(entry.ms).toEqual(expect.any(Number));
  });

  it('logs a thrown error once: one line with the error, the status and the time', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/thrown' });
    expect(res.statusCode).toBe(500);
    const errorLines = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level >= 50);
    const [entry, ...more] = errorLines.filter((entry) => JSON.stringify(entry).includes('the oven is on fire'));
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ method: 'GET', url: '/api/test/thrown', status: 500, msg: 'request failed' });
    expect(entry.ms).toEqual(expect.any(Number));
    expect(about(lines, '/api/test/thrown')).toHaveLength(1);
  });

  it('logs a request slower than SLOW_REQUEST_MS as a warning', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(res.statusCode).toBe(200);
    const [entry, ...more] = about(lines, '/api/test/slow');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ level: 40, method: 'GET', status: 200, slowRequestMs: 1, msg: 'slow request' });
    expect(entry.ms).toBeGreaterThanOrEqual(1);
  });

  it('logs every request at debug', async () => {
    const chatty: string[] = [];
    const debugApp = await buildApp({
      config: testConfig({ logLevel: 'debug', slowRequestMs: 60_000 }),
      db: handle.db,
      logStream: { write: (line) => void chatty.push(line) },
    });
    try {
      await debugApp.inject({ method: 'GET', url: '/api/health' });
    } finally {
      await debugApp.close();
    }
    expect(about(chatty, '/api/health')).toEqual([
      expect.objectContaining({ level: 20, status: 200, msg: 'request completed' }),
    ]);
  });
});
