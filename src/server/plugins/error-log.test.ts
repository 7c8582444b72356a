import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createTestDatabase, testConfig } from '../test/test-app.ts';

const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$never-in-a-log';

describe('logged errors', () => {
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  const lines: string[] = [];
  beforeAll(async () => {
    handle = await createTestDatabase();
    app = await buildApp({
      config: testConfig({ logLevel: 'error' }),
      db: handle.db,
      logStream: { write: (line) => void lines.push(line) },
    });
    // A query that fails in the database with a secret among its bound values.
    app.get('/api/test/failing-insert', { config: { public: true } }, async () => {
      await handle.db.insert(users).values({
        username: 'leaky_cook',
        firstName: 'Leaky',
        lastName: 'Cook',
        email: 'leaky.cook@example.com',
        phoneNum: '5550001111',
        gender: 'robot',
        passwordHash: SECRET_HASH,
      });
      return {};
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it('log a failed query with its SQL and error code but without its bound values', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/failing-insert' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Internal error', code: 'INTERNAL' });
    const log = lines.join('\n');
    expect(log).toContain('request failed');
    expect(log).toContain('insert into \\"users\\"');
    expect(log).toContain('23514');
    for (const value of [SECRET_HASH, 'argon2id', 'leaky.cook@example.com', 'leaky_cook', '5550001111']) {
      expect(log).not.toContain(value);
    }
  });
});
