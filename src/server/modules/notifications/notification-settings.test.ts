import { createECDH, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationSettingsSchema } from '#domain/notification.ts';
import { buildApp } from '../../app.ts';
import { notificationSettings, pushSubscriptions } from '../../db/schema.ts';
import { createUser, type TestUser } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { createNotificationTestApp, type NotificationTestApp } from './notification-test-app.ts';
import { startFakeNtfy } from './notification-test-support.ts';

const browserKey = () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return ecdh.getPublicKey().toString('base64url');
};
const subscription = (endpoint: string, keys: Partial<{ p256dh: string; auth: string }> = {}) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: browserKey(), auth: randomBytes(16).toString('base64url'), ...keys },
});

/** Written forms of loopback, private, link-local, unique-local and metadata hosts. */
const PRIVATE_HOSTS = [
  '127.0.0.2',
  '0x7f000002',
  '2130706434',
  '0177.0.0.2',
  '[::1]',
  '[::ffff:127.0.0.2]',
  '[::ffff:7f00:2]',
  '10.0.0.8',
  '167772168',
  '192.168.1.20',
  '[fe80::1]',
  '[fd12:3456::1]',
  '169.254.169.254',
  '0xa9fea9fe',
  '[fd00:ec2::254]',
];

describe('notification settings and push subscriptions', () => {
  let t: NotificationTestApp;
  beforeAll(async () => {
    t = await createNotificationTestApp();
  });
  afterAll(() => t.close());

  const call = (who: TestUser | undefined, method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, payload });
  const settingsRow = async (user: TestUser) =>
    (await t.db.select().from(notificationSettings).where(eq(notificationSettings.userId, user.id)))[0];

  it('answers the defaults, keeps any of the fields, and never answers the ntfy token', async () => {
    const user = await createUser(t.app);
    const first = await call(user, 'GET', '/api/user/me/notifications');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ntfyUrl: null, listChanges: true, pushSubscriptions: 0 });

    const put = await call(user, 'PUT', '/api/user/me/notifications', {
      ntfyUrl: 'https://ntfy.sh/hk-kitchen',
      ntfyToken: 'tk_secret',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toEqual({ ntfyUrl: 'https://ntfy.sh/hk-kitchen', listChanges: true, pushSubscriptions: 0 });
    expect(NotificationSettingsSchema.strict().parse(put.json())).toBeTruthy();
    expect(put.body).not.toContain('tk_secret');
    expect((await call(user, 'PUT', '/api/user/me/notifications', { listChanges: false })).json()).toEqual({
      ntfyUrl: 'https://ntfy.sh/hk-kitchen',
      listChanges: false,
      pushSubscriptions: 0,
    });
    expect(await settingsRow(user)).toMatchObject({ ntfyToken: 'tk_secret', listChanges: false });
    expect((await call(undefined, 'GET', '/api/user/me/notifications')).statusCode).toBe(401);
  });

  it('drops the token when the address moves to another server without a new one, keeps it on the same server', async () => {
    const user = await createUser(t.app);
    await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl: 'https://ntfy.sh/a', ntfyToken: 'tk_1' });
    await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl: 'https://ntfy.sh/b' });
    expect((await settingsRow(user)).ntfyToken).toBe('tk_1');
    await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl: 'https://ntfy.example.com/b' });
    expect((await settingsRow(user)).ntfyToken).toBeNull();
    await call(user, 'PUT', '/api/user/me/notifications', { ntfyToken: 'tk_2' });
    await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl: null });
    expect(await settingsRow(user)).toMatchObject({ ntfyUrl: null, ntfyToken: null });
  });

  it('refuses ntfy addresses that are not http(s), too long, or private however written, naming ntfyUrl and storing nothing', async () => {
    const user = await createUser(t.app);
    await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl: 'https://ntfy.sh/kept' });
    const bad = [
      'ftp://ntfy.sh/topic',
      'ntfy.sh/topic',
      `https://ntfy.sh/${'a'.repeat(2000)}`,
      ...PRIVATE_HOSTS.map((host) => `http://${host}/topic`),
    ];
    for (const ntfyUrl of bad) {
      const res = await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl, listChanges: false });
      expect(res.statusCode, ntfyUrl).toBe(400);
      expect(Object.keys(res.json().details), ntfyUrl).toEqual(['ntfyUrl']);
    }
    expect(await settingsRow(user)).toMatchObject({ ntfyUrl: 'https://ntfy.sh/kept', listChanges: true });
    // The allow-list of this app holds 127.0.0.1/32 (a LAN ntfy): allowed in any written form.
    for (const ntfyUrl of ['http://127.0.0.1:8080/t', 'http://0x7f000001:8080/t', 'http://[::ffff:127.0.0.1]/t']) {
      expect((await call(user, 'PUT', '/api/user/me/notifications', { ntfyUrl })).statusCode, ntfyUrl).toBe(200);
    }
    for (const body of [{ listChanges: 'yes' }, { ntfyToken: '' }, { ntfyToken: 'has space' }, { other: 1 }]) {
      expect((await call(user, 'PUT', '/api/user/me/notifications', body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('answers one VAPID public key, a 65-byte uncompressed P-256 point, the same on every instance', async () => {
    const user = await createUser(t.app);
    const res = await call(user, 'GET', '/api/push/vapid-public-key');
    expect(res.statusCode).toBe(200);
    const key = Buffer.from(res.json().publicKey, 'base64url');
    expect(key).toHaveLength(65);
    expect(key[0]).toBe(4);
    expect((await call(undefined, 'GET', '/api/push/vapid-public-key')).statusCode).toBe(401);
    // Another instance on the same database signs with the same key.
    const second = await buildApp({ config: t.app.deps.config, db: t.db });
    await second.ready();
    try {
      const again = await second.inject({ method: 'GET', url: '/api/push/vapid-public-key', headers: user.auth });
      expect(again.json().publicKey).toBe(res.json().publicKey);
    } finally {
      await second.close();
    }
  });

  it('makes the VAPID key pair once when two instances ask at the same time', async () => {
    const handle = await createTestDatabase();
    const apps = await Promise.all([0, 1].map(() => buildApp({ config: testConfig(), db: handle.db })));
    try {
      await Promise.all(apps.map((app) => app.ready()));
      const user = await createUser(apps[0]);
      const keys = await Promise.all(
        apps.map(async (app) =>
          (await app.inject({ method: 'GET', url: '/api/push/vapid-public-key', headers: user.auth })).json(),
        ),
      );
      expect(keys[0].publicKey).toBe(keys[1].publicKey);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await handle.close();
    }
  });

  it('keeps a browser subscription (201), counts it, moves a known endpoint to its new user, and removes it by endpoint', async () => {
    const [user, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    const sub = subscription('https://fcm.googleapis.com/fcm/send/abc123');
    const res = await call(user, 'POST', '/api/user/me/push-subscriptions', sub);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ntfyUrl: null, listChanges: true, pushSubscriptions: 1 });
    expect((await call(user, 'POST', '/api/user/me/push-subscriptions', sub)).json().pushSubscriptions).toBe(1);

    // The same browser signed in as another user: the endpoint is theirs now.
    expect((await call(other, 'POST', '/api/user/me/push-subscriptions', sub)).json().pushSubscriptions).toBe(1);
    expect((await call(user, 'GET', '/api/user/me/notifications')).json().pushSubscriptions).toBe(0);
    const removeAsUser = await call(user, 'DELETE', '/api/user/me/push-subscriptions', { endpoint: sub.endpoint });
    expect(removeAsUser.statusCode).toBe(404);
    const remove = await call(other, 'DELETE', '/api/user/me/push-subscriptions', { endpoint: sub.endpoint });
    expect(remove.statusCode).toBe(204);
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, sub.endpoint))).toEqual([]);
  });

  it('refuses subscriptions with a non-https, private or metadata endpoint, or keys that are not a P-256 point and 16 bytes', async () => {
    const user = await createUser(t.app);
    const cases: [object, string][] = [
      [subscription('http://push.example.com/x'), 'endpoint'],
      [subscription(`https://push.example.com/${'a'.repeat(2000)}`), 'endpoint'],
      ...PRIVATE_HOSTS.filter((h) => !h.includes('7f') && !h.startsWith('127.0.0.1')).map((host): [object, string] => [
        subscription(`https://${host}/push/x`),
        'endpoint',
      ]),
      [
        subscription('https://push.example.com/x', { p256dh: Buffer.alloc(65, 4).toString('base64url') }),
        'keys.p256dh',
      ],
      [subscription('https://push.example.com/x', { p256dh: randomBytes(33).toString('base64url') }), 'keys.p256dh'],
      [subscription('https://push.example.com/x', { p256dh: 'not base64url!' }), 'keys.p256dh'],
      [subscription('https://push.example.com/x', { auth: randomBytes(15).toString('base64url') }), 'keys.auth'],
      [subscription('https://push.example.com/x', { auth: randomBytes(32).toString('base64url') }), 'keys.auth'],
      [{ endpoint: 'https://push.example.com/x' }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const res = await call(user, 'POST', '/api/user/me/push-subscriptions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.json().details ?? {}), JSON.stringify(body)).toEqual([field]);
    }
    expect(await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });
});

describe('addresses checked again after DNS, at each send', () => {
  it('does not send to a host name that resolves to a loopback address the allow-list lacks', async () => {
    const t = await createNotificationTestApp({ allowedCidrs: [] });
    const ntfy = await startFakeNtfy();
    try {
      const user = await createUser(t.app);
      // A host name passes when written (it is not an address), and is refused once resolved.
      const ntfyUrl = ntfy.url('lan').replace('127.0.0.1', 'localhost');
      expect(
        (
          await t.app.inject({
            method: 'PUT',
            url: '/api/user/me/notifications',
            headers: user.auth,
            payload: { ntfyUrl },
          })
        ).statusCode,
      ).toBe(200);
      const res = await t.app.inject({ method: 'POST', url: '/api/user/me/notifications/test', headers: user.auth });
      expect(res.json().ntfy).toMatchObject({ status: 'failed', error: expect.stringMatching(/not allowed/) });
      expect(ntfy.received).toEqual([]);
    } finally {
      await Promise.all([t.close(), ntfy.close()]);
    }
  });
});
