import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, nextListVersion, openEventStream, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Each list has its own event stream: a change of one never reaches another's (over real HTTP). */
describe('event streams of several lists', () => {
  let t: TestApp;
  let base: string;
  const streams: { close(): void }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    streams.forEach((s) => s.close());
    await t.close();
  });

  const send = async (who: TestUser, method: string, path: string, body?: object) => {
    const res = await fetch(`${base}/api/lists${path}`, {
      method,
      headers: { ...who.auth, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { listId: number; version: number; items: unknown[] } };
  };
  const open = async (who: TestUser, list: number | 'current') => {
    const stream = await openEventStream(`${base}/api/lists/${list}/events`, who.auth);
    streams.push(stream);
    return stream;
  };

  it("sends a list's changes on its own stream only; current follows the default", async () => {
    const user = await createUser(t.app);
    const second = (await send(user, 'POST', '', { name: 'Second' })).body;
    const onMain = await open(user, 'current');
    const onSecond = await open(user, second.listId);
    expect(await nextListVersion(onMain)).toBe(0);
    expect(await nextListVersion(onSecond)).toBe(0);

    const a = (await send(user, 'POST', `/${second.listId}/items`, { text: 'eggs' })).body;
    expect(await nextListVersion(onSecond)).toBe(a.version);
    const b = (await send(user, 'POST', '/current/items', { text: 'milk' })).body;
    // The main stream's next event is the main list's own change, never the second list's.
    expect(await nextListVersion(onMain)).toBe(b.version);
    expect(onMain.received.filter((e) => e.event === 'list')).toHaveLength(2);

    const made = (await send(user, 'PATCH', `/${second.listId}`, { isDefault: true })).body;
    expect(await nextListVersion(onMain)).toBe(made.version);
    const c = (await send(user, 'POST', `/${second.listId}/items`, { text: 'bread' })).body;
    expect(await nextListVersion(onMain)).toBe(c.version);
  });

  it('20 concurrent writers on two lists lose nothing, and each list counts only its own versions', async () => {
    const user = await createUser(t.app);
    const second = (await send(user, 'POST', '', { name: 'Second' })).body;
    const writes = Array.from({ length: 20 }, (_, i) =>
      send(user, 'POST', `/${i % 2 === 0 ? 'current' : second.listId}/items`, {
        text: `food ${String.fromCharCode(97 + i)}`,
      }),
    );
    expect((await Promise.all(writes)).map((w) => w.status)).toEqual(Array(20).fill(200));
    const main = (await send(user, 'GET', '/current')).body;
    const other = (await send(user, 'GET', `/${second.listId}`)).body;
    expect([main.items.length, main.version, other.items.length, other.version]).toEqual([10, 10, 10, 10]);
  });

  it('answers 404 for a stream on another household’s list', async () => {
    const owner = await createUser(t.app);
    const stranger = await createUser(t.app);
    const theirs = (await send(owner, 'POST', '', { name: 'Theirs' })).body;
    const res = await fetch(`${base}/api/lists/${theirs.listId}/events`, { headers: stranger.auth });
    expect(res.status).toBe(404);
  });
});
