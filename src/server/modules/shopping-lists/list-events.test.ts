import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextListVersion, openEventStream, type TestUser } from '../../test/factories.ts';
import { createTestApp, createTestInstances, type TestInstances } from '../../test/test-app.ts';

/** Two app instances on one database, each on a real HTTP port, as behind a load balancer. */
/** The versions a stream gets before `version`, which it then takes too. */
async function versionsUntil(stream: Awaited<ReturnType<typeof openEventStream>>, version: number) {
  const before: number[] = [];
  for (let v = await nextListVersion(stream); v !== version; v = await nextListVersion(stream)) before.push(v);
  return before;
}

describe('GET /api/lists/current/events across instances', () => {
  let t: TestInstances;
  let urlA: string;
  let urlB: string;
  const streams: { close(): void }[] = [];
  beforeAll(async () => {
    t = await createTestInstances();
    const listen = async (app: FastifyInstance) => {
      await app.listen({ port: 0, host: '127.0.0.1' });
      return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    };
    [urlA, urlB] = await Promise.all(t.apps.map(listen));
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t?.close();
  });

  const open = async (base: string, user: TestUser, headers: Record<string, string> = {}) => {
    const stream = await openEventStream(`${base}/api/lists/current/events`, { ...user.auth, ...headers });
    streams.push(stream);
    return stream;
  };
  const inviteAndJoin = async (base: string, owner: TestUser, joiner: TestUser) => {
    const invite = await fetch(`${base}/api/lists/current/invite`, { method: 'POST', headers: owner.auth });
    const { code } = (await invite.json()) as { code: string };
    const res = await fetch(`${base}/api/lists/join`, {
      method: 'POST',
      headers: { ...joiner.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(res.status).toBe(200);
  };
  /** Adds a typed line through instance A; answers the list's new version. */
  const addItem = async (user: TestUser, text: string) => {
    const res = await fetch(`${urlA}/api/lists/current/items`, {
      method: 'POST',
      headers: { ...user.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ text }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { version: number }).version;
  };

  it('streams text/event-stream, uncompressed and not stored, starting with the current version', async () => {
    const user = await createUser(t.apps[0]);
    const stream = await open(urlA, user, { 'accept-encoding': 'gzip, br' });
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.response.headers.get('cache-control')).toBe('no-store');
    expect(stream.response.headers.get('content-encoding')).toBeNull();
    expect(stream.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await nextListVersion(stream)).toBe(0);
  });

  it('HEAD answers the stream’s headers and ends, without opening a stream', async () => {
    const user = await createUser(t.apps[0]);
    const res = await fetch(`${urlA}/api/lists/current/events`, { method: 'HEAD', headers: user.auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(await res.text()).toBe('');
    const anonymous = await fetch(`${urlA}/api/lists/current/events`, { method: 'HEAD' });
    expect(anonymous.status).toBe(401);
  });

  it('401 without a token', async () => {
    const res = await fetch(`${urlB}/api/lists/current/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Authentication required', code: 'UNAUTHENTICATED' });
  });

  it('a change of the list, made on one instance, reaches streams on the other, and no one else’s', async () => {
    const owner = await createUser(t.apps[0]);
    const stranger = await createUser(t.apps[0]);
    const onB = await open(urlB, owner);
    const strangerOnB = await open(urlB, stranger);
    await nextListVersion(onB);
    await nextListVersion(strangerOnB);

    expect([await addItem(owner, 'bread'), await addItem(owner, 'milk')]).toEqual([1, 2]);
    expect(await nextListVersion(onB)).toBe(1);
    expect(await nextListVersion(onB)).toBe(2);

    expect(await addItem(stranger, 'eggs')).toBe(1);
    expect(await nextListVersion(strangerOnB)).toBe(1);
    // The stranger's stream saw none of the owner's changes.
    expect(strangerOnB.received.filter((e) => e.event === 'list').map((e) => e.data)).toEqual([
      '{"version":0}',
      '{"version":1}',
    ]);
  });

  it('a typed item added through one instance reaches the household’s streams on the other, version by version', async () => {
    const owner = await createUser(t.apps[0]);
    const member = await createUser(t.apps[0]);
    await inviteAndJoin(urlA, owner, member);
    const ownerOnB = await open(urlB, owner);
    const memberOnB = await open(urlB, member);
    const start = await nextListVersion(ownerOnB);
    expect(await nextListVersion(memberOnB)).toBe(start);

    for (const text of ['2 lb chicken thighs', 'paper towels']) {
      const res = await fetch(`${urlA}/api/lists/current/items`, {
        method: 'POST',
        headers: { ...member.auth, 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
      expect(res.status).toBe(200);
    }
    expect([await nextListVersion(ownerOnB), await nextListVersion(ownerOnB)]).toEqual([start + 1, start + 2]);
    expect([await nextListVersion(memberOnB), await nextListVersion(memberOnB)]).toEqual([start + 1, start + 2]);
  });

  it('a member who joins on one instance hears the owner’s changes on the other; after leaving, no more', async () => {
    const owner = await createUser(t.apps[0]);
    const member = await createUser(t.apps[0]);
    const ownerOnB = await open(urlB, owner);
    const memberOnB = await open(urlB, member);
    await nextListVersion(ownerOnB);
    await nextListVersion(memberOnB);
    // Far above the member's own list's versions, so the two lists' events cannot be taken for each other.
    await t.db.execute(sql`update shopping_lists set version = 500 where user_id = ${owner.id} and not is_completed`);

    await inviteAndJoin(urlA, owner, member);
    // The member's stream follows the owner's list from the join on (after one or two events for the join).
    const shared = await addItem(owner, 'bread');
    expect(shared).toBeGreaterThan(500);
    await versionsUntil(memberOnB, shared);

    const left = await fetch(`${urlA}/api/lists/current/members/${member.username}`, {
      method: 'DELETE',
      headers: member.auth,
    });
    expect(left.status).toBe(200);
    const ownerVersion = await addItem(owner, 'milk');
    const memberVersion = await addItem(member, 'eggs');
    expect(memberVersion).toBeLessThan(500);
    expect(await versionsUntil(ownerOnB, ownerVersion)).not.toContain(memberVersion);
    // The member hears their own list again, never the owner's.
    expect(await versionsUntil(memberOnB, memberVersion)).not.toContain(ownerVersion);
  });
});

describe('open event streams and admission control', () => {
  it('a started stream no longer holds one of the few request slots', async () => {
    const t = await createTestApp({ overload: { concurrency: 1, queueLimit: 0, maxWaitMs: 1_000, giveUpMs: 10_000 } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      const user = await createUser(t.app);
      const streams = [];
      for (let i = 0; i < 3; i++) {
        const stream = await openEventStream(`${base}/api/lists/current/events`, user.auth);
        expect(stream.response.status).toBe(200);
        await nextListVersion(stream);
        streams.push(stream);
      }
      const me = await fetch(`${base}/api/user/me`, { headers: user.auth });
      expect(me.status).toBe(200);
      streams.forEach((s) => s.close());
    } finally {
      await t.close();
    }
  });
});
