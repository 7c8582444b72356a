import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PushPayloadSchema } from '#domain/notification.ts';
import { notificationQueue, pushSubscriptions } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createNotificationTestApp, type NotificationTestApp } from './notification-test-app.ts';
import { makeTestBrowser, startFakeNtfy, startFakePushService, verifyVapid } from './notification-test-support.ts';
import { createNotifications } from './index.ts';
import { claimDue } from './queue-repository.ts';

describe('phone notifications of list changes (ntfy and Web Push, on 127.0.0.1)', () => {
  let t: NotificationTestApp;
  let ntfy: Awaited<ReturnType<typeof startFakeNtfy>>;
  let push: Awaited<ReturnType<typeof startFakePushService>>;
  beforeAll(async () => {
    [t, ntfy, push] = await Promise.all([createNotificationTestApp(), startFakeNtfy(), startFakePushService()]);
  });
  afterAll(async () => {
    await Promise.all([t.close(), ntfy.close(), push.close()]);
  });

  const call = (who: TestUser, method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who.auth, payload });
  const topic = (user: TestUser) => `topic-${user.id}`;
  const add = async (who: TestUser, text: string) => {
    const res = await call(who, 'POST', '/api/lists/current/items', { text });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: { id: number; name: string }[] };
  };

  /** Alice's household with Bob (and whoever else joins), each with an ntfy topic of their own. */
  async function household(...firstNames: string[]) {
    const [owner, ...members] = await Promise.all(firstNames.map((firstName) => createUser(t.app, { firstName })));
    for (const member of members) {
      const { code } = (await call(owner, 'POST', '/api/lists/current/invite')).json();
      expect((await call(member, 'POST', '/api/lists/join', { code })).statusCode).toBe(200);
    }
    for (const user of [owner, ...members]) {
      const res = await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl: ntfy.url(topic(user)) });
      expect(res.statusCode).toBe(200);
    }
    return [owner, ...members];
  }

  /** Waits until the dispatcher has queued `count` changes for a user (the outbox runs on its own). */
  const queuedFor = (user: TestUser, count: number) =>
    vi.waitFor(
      async () => {
        const rows = await t.db.select().from(notificationQueue).where(eq(notificationQueue.recipientId, user.id));
        expect(rows).toHaveLength(count);
      },
      { timeout: 30_000, interval: 50 },
    );

  it('tells "Alice added milk" to the other member only, by ntfy and by Web Push (decrypted, VAPID signed)', async () => {
    const [alice, bob] = await household('Alice', 'Bob');
    const outsider = await createUser(t.app, { firstName: 'Carol' });
    await call(outsider, 'PUT', '/api/user/me/notifications', { ntfyUrl: ntfy.url(topic(outsider)) });
    expect((await call(bob, 'PUT', '/api/user/me/notifications', { ntfyToken: 'tk_bob' })).statusCode).toBe(200);
    const browser = makeTestBrowser(push.endpoint(`bob-${bob.id}`));
    expect((await call(bob, 'POST', '/api/user/me/push-subscriptions', browser.subscription)).statusCode).toBe(201);
    const aliceBrowser = makeTestBrowser(push.endpoint(`alice-${alice.id}`));
    await call(alice, 'POST', '/api/user/me/push-subscriptions', aliceBrowser.subscription);

    await add(alice, 'milk');
    await queuedFor(bob, 1);
    await queuedFor(alice, 0);
    expect(await t.sender.runOnce()).toBe(1);

    expect(ntfy.texts(topic(bob))).toEqual(['Alice added milk']);
    const [toBob] = ntfy.received.filter((r) => r.path === `/${topic(bob)}`);
    expect(toBob.headers.title).toBe('Hello Kitchen');
    expect(toBob.headers.authorization).toBe('Bearer tk_bob');
    expect(ntfy.texts(topic(alice))).toEqual([]);
    expect(ntfy.texts(topic(outsider))).toEqual([]);
    expect(push.messagesTo(`alice-${alice.id}`)).toEqual([]);

    const [message] = push.messagesTo(`bob-${bob.id}`);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(message.headers.ttl)).toBeGreaterThan(0);
    const payload = PushPayloadSchema.parse(JSON.parse(browser.decrypt(message.body)));
    expect(payload).toMatchObject({ title: 'Hello Kitchen', body: 'Alice added milk' });
    const { publicKey } = (await call(bob, 'GET', '/api/push/vapid-public-key')).json();
    const claims = verifyVapid(message.headers.authorization, publicKey);
    expect(claims).toMatchObject({ aud: push.origin, sub: 'mailto:kitchen@example.com' });
  });

  it('holds later changes back for the cooldown and tells them as one summary at its end, per recipient', async () => {
    const [alice, bob, carol] = await household('Alice', 'Bob', 'Carol');
    await add(alice, 'milk');
    await queuedFor(bob, 1);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob))).toEqual(['Alice added milk']);
    expect(ntfy.texts(topic(carol))).toEqual(['Alice added milk']);

    for (const text of ['eggs', 'rice', 'flour']) await add(alice, text);
    await queuedFor(bob, 3);
    await t.sender.runOnce();
    t.clock.advance(59);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob))).toEqual(['Alice added milk']);

    // Carol's cooldown holds Carol's notifications only: Bob's change reaches Alice at once.
    await add(bob, 'butter');
    await queuedFor(alice, 1);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(alice))).toEqual(['Bob added butter']);
    expect(ntfy.texts(topic(carol))).toEqual(['Alice added milk']);

    t.clock.advance(1);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob))).toEqual(['Alice added milk', 'Alice added 3 items']);
    expect(ntfy.texts(topic(carol))).toEqual(['Alice added milk', 'Alice and Bob added 4 items']);
    await queuedFor(bob, 0);

    // A new window: a tick and a completion, told together.
    const list = (await call(alice, 'GET', '/api/lists/current')).json() as { items: { id: number; name: string }[] };
    const milk = list.items.find((i) => i.name === 'milk')!;
    expect((await call(alice, 'PATCH', `/api/lists/current/items/${milk.id}`, { checked: true })).statusCode).toBe(200);
    await queuedFor(bob, 1);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob)).at(-1)).toBe('Alice added 3 items');
    expect((await call(alice, 'POST', '/api/lists/current/complete')).statusCode).toBe(200);
    await queuedFor(bob, 2);
    t.clock.advance(60);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob)).at(-1)).toBe('Alice ticked milk and completed the list');
  });

  it('drops a subscription the push service answers 410 for, and sends it nothing more', async () => {
    const [alice, bob] = await household('Alice', 'Bob');
    const [kept, gone] = ['kept', 'gone'].map((name) => makeTestBrowser(push.endpoint(`${name}-${bob.id}`)));
    for (const browser of [kept, gone])
      await call(bob, 'POST', '/api/user/me/push-subscriptions', browser.subscription);
    push.forget(`gone-${bob.id}`);

    await add(alice, 'milk');
    await queuedFor(bob, 1);
    await t.sender.runOnce();
    expect(push.messagesTo(`gone-${bob.id}`)).toHaveLength(1);
    const rows = await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, bob.id));
    expect(rows.map((r) => r.endpoint)).toEqual([kept.subscription.endpoint]);
    expect((await call(bob, 'GET', '/api/user/me/notifications')).json().pushSubscriptions).toBe(1);

    t.clock.advance(60);
    await add(alice, 'eggs');
    await queuedFor(bob, 1);
    await t.sender.runOnce();
    expect(push.messagesTo(`gone-${bob.id}`)).toHaveLength(1);
    expect(push.messagesTo(`kept-${bob.id}`).map((m) => JSON.parse(kept.decrypt(m.body)).body)).toEqual([
      'Alice added milk',
      'Alice added eggs',
    ]);
  });

  it('queues nothing for a member who turned list changes off', async () => {
    const [alice, bob, carol] = await household('Alice', 'Bob', 'Carol');
    expect((await call(bob, 'PUT', '/api/user/me/notifications', { listChanges: false })).json()).toMatchObject({
      listChanges: false,
    });
    await add(alice, 'milk');
    await queuedFor(carol, 1);
    await queuedFor(bob, 0);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(carol))).toEqual(['Alice added milk']);
    expect(ntfy.texts(topic(bob))).toEqual([]);
  });

  it("sends a crashed sender's claimed changes once its lease runs out, and not before", async () => {
    const [alice, bob] = await household('Alice', 'Bob');
    await add(alice, 'milk');
    await queuedFor(bob, 1);
    // Another instance claims the change and dies before sending it.
    const claimed = await claimDue(t.db, { now: t.clock.now(), cooldownSeconds: 60, leaseSeconds: 120, limit: 100 });
    expect(claimed.map((g) => g.recipientId)).toContain(bob.id);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob))).toEqual([]);
    t.clock.advance(120);
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob))).toEqual(['Alice added milk']);
  });

  it('leaves changes untold when the recipient turned list changes off after they were queued', async () => {
    const [alice, bob] = await household('Alice', 'Bob');
    await add(alice, 'milk');
    await queuedFor(bob, 1);
    await call(bob, 'PUT', '/api/user/me/notifications', { listChanges: false });
    await t.sender.runOnce();
    expect(ntfy.texts(topic(bob))).toEqual([]);
    await queuedFor(bob, 0);
  });

  it('tells a change once when two instances send at the same time', async () => {
    const [alice, bob] = await household('Alice', 'Bob');
    await add(alice, 'milk');
    await queuedFor(bob, 1);
    const other = createNotifications({
      db: t.db,
      config: t.app.deps.config,
      log: t.app.log,
      now: t.clock.now,
    }).sender;
    await Promise.all([t.sender.runOnce(), other.runOnce(), t.sender.runOnce(), other.runOnce()]);
    expect(ntfy.texts(topic(bob))).toEqual(['Alice added milk']);
  });

  it('"Send a test" reaches the caller\'s own ntfy topic and browsers now', async () => {
    const [alice] = await household('Alice');
    const browser = makeTestBrowser(push.endpoint(`test-${alice.id}`));
    await call(alice, 'POST', '/api/user/me/push-subscriptions', browser.subscription);
    const res = await call(alice, 'POST', '/api/user/me/notifications/test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ntfy: { status: 'sent', error: null }, push: { sent: 1, failed: 0, removed: 0 } });
    expect(ntfy.texts(topic(alice))).toHaveLength(1);
    const [message] = push.messagesTo(`test-${alice.id}`);
    expect(JSON.parse(browser.decrypt(message.body)).body).toMatch(/Test/);
    // It makes the server POST to an address of the user's choosing: ten a minute, then 429.
    for (let i = 1; i < 10; i++) await call(alice, 'POST', '/api/user/me/notifications/test');
    const refused = await call(alice, 'POST', '/api/user/me/notifications/test');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(ntfy.texts(topic(alice))).toHaveLength(10);
  });
});

describe("the app's own sender", () => {
  it('starts with the app and tells a change without being called', async () => {
    const t = await createNotificationTestApp({ pollMs: 100 });
    const ntfy = await startFakeNtfy();
    try {
      const [alice, bob] = await Promise.all(['Alice', 'Bob'].map((firstName) => createUser(t.app, { firstName })));
      const call = (who: TestUser, method: 'PUT' | 'POST', url: string, payload?: object) =>
        t.app.inject({ method, url, headers: who.auth, payload });
      const { code } = (await call(alice, 'POST', '/api/lists/current/invite')).json();
      await call(bob, 'POST', '/api/lists/join', { code });
      await call(bob, 'PUT', '/api/user/me/notifications', { ntfyUrl: ntfy.url('bob') });
      await call(alice, 'POST', '/api/lists/current/items', { text: 'milk' });
      await vi.waitFor(() => expect(ntfy.texts('bob')).toEqual(['Alice added milk']), {
        timeout: 30_000,
        interval: 50,
      });
    } finally {
      await Promise.all([t.close(), ntfy.close()]);
    }
  });
});
