// A server that accepts connections and never answers: a host that went silent. No PostgreSQL needed.
import { createServer, type Server, type Socket } from 'node:net';
import { once } from 'node:events';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/test-app.ts';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from './unavailable.ts';

describe('a database server that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let database: DatabaseHandle;
  let app: FastifyInstance;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as { port: number };
    database = await openDatabase({ databaseUrl: `postgres://hk@127.0.0.1:${port}/hk` });
    app = await buildApp({ config: testConfig(), db: database.db });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    sockets.forEach((socket) => socket.destroy());
    silent.close();
  });

  it.each([
    ['GET', '/api/health', undefined],
    ['POST', '/api/user/login', { username: 'homecook', password: 'homecook1' }],
  ])('%s %s answers 503 with Retry-After once the connect timeout has passed', async (method, url, payload) => {
    const res = await app.inject({ method: method as 'GET' | 'POST', url, payload });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(res.json()).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
  });
});
