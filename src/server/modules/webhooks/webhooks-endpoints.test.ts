import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { insertHouseholdMember } from '../households/index.ts';

const PUBLIC = 'https://93.184.215.14/hook';

/** The endpoints' routes and their refusals (docs/api/doors.md, "Webhooks"); no allow-list here. */
describe('webhook endpoints: /api/admin/webhooks and /api/household/webhooks', () => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  let alice: TestUser;
  let carol: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t.app);
    otherAdmin = await createAdmin(t.app);
    alice = await createUser(t.app);
    carol = await createUser(t.app);
    bob = await createUser(t.app);
    await insertHouseholdMember(t.db, carol.id, alice.id);
  });
  afterAll(() => t.close());

  const req = (user: TestUser, method: string, url: string, payload?: object) =>
    t.app.inject({ method: method as 'GET', url, headers: user.auth, payload });
  const create = (user: TestUser, scope: 'admin' | 'household', payload: object) =>
    req(user, 'POST', `/api/${scope}/webhooks`, payload);
  const count = async () => (await t.db.select().from(webhookEndpoints)).length;

  it('creates with a whsec_ secret of 24 bytes shown only then; lists, gets, patches and deletes', async () => {
    const res = await create(admin, 'admin', { url: PUBLIC, events: ['recipe.added'], description: 'Mine' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ url: PUBLIC, events: ['recipe.added'], description: 'Mine', enabled: true });
    expect(body.disabledReason).toBeNull();
    expect(Buffer.from(body.secret.replace(/^whsec_/, ''), 'base64')).toHaveLength(24);
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const listed = (await req(admin, 'GET', '/api/admin/webhooks')).json();
    expect(listed.count).toBe(1);
    expect(JSON.stringify(listed)).not.toContain(body.secret);
    expect((await req(admin, 'GET', `/api/admin/webhooks/${body.id}`)).json()).not.toHaveProperty('secret');
    const patched = await req(admin, 'PATCH', `/api/admin/webhooks/${body.id}`, { enabled: false, description: null });
    expect(patched.json()).toMatchObject({ enabled: false, description: null });
    expect((await req(admin, 'DELETE', `/api/admin/webhooks/${body.id}`)).statusCode).toBe(204);
    expect((await req(admin, 'GET', `/api/admin/webhooks/${body.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another admin's or another household's endpoint, on every route; members share theirs", async () => {
    const mine = (await create(admin, 'admin', { url: PUBLIC, events: ['recipe.added'] })).json();
    const home = (await create(alice, 'household', { url: PUBLIC, events: ['list.item.added'] })).json();
    const routes = (id: number): [string, string, object?][] => [
      ['GET', `${id}`],
      ['PATCH', `${id}`, { enabled: false }],
      ['POST', `${id}/rotate-secret`],
      ['POST', `${id}/test`],
      ['GET', `${id}/deliveries`],
      ['POST', `${id}/deliveries/1/replay`],
      ['DELETE', `${id}`],
    ];
    for (const [method, path, payload] of routes(mine.id)) {
      expect((await req(otherAdmin, method, `/api/admin/webhooks/${path}`, payload)).statusCode).toBe(404);
    }
    for (const [method, path, payload] of routes(home.id)) {
      expect((await req(bob, method, `/api/household/webhooks/${path}`, payload)).statusCode).toBe(404);
      // The admin scope is another scope: a household's endpoint is not an admin's.
      expect((await req(admin, method, `/api/admin/webhooks/${path}`, payload)).statusCode).toBe(404);
    }
    expect((await req(carol, 'GET', `/api/household/webhooks/${home.id}`)).json()).toMatchObject({ id: home.id });
    expect((await req(alice, 'GET', '/api/admin/webhooks')).statusCode).toBe(403);
    expect((await req(otherAdmin, 'GET', '/api/admin/webhooks')).json().count).toBe(0);
  });

  it('refuses bad input naming the field, storing nothing', async () => {
    const before = await count();
    const cases: [object, string][] = [
      [{ url: 'ftp://93.184.215.14/x', events: ['recipe.added'] }, 'url'],
      [{ url: `https://93.184.215.14/${'a'.repeat(2000)}`, events: ['recipe.added'] }, 'url'],
      [{ url: 'not a url', events: ['recipe.added'] }, 'url'],
      [{ events: ['recipe.added'] }, 'url'],
      [{ url: PUBLIC, events: ['recipe.eaten'] }, 'events'],
      [{ url: PUBLIC, events: [] }, 'events'],
      [{ url: PUBLIC, events: ['webhook.test'] }, 'events'],
      [{ url: PUBLIC }, 'events'],
      [{ url: PUBLIC, events: ['recipe.added'], description: 'x'.repeat(501) }, 'description'],
    ];
    for (const [payload, field] of cases) {
      const res = await create(admin, 'admin', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(res.json().details ?? {}).join(' '), JSON.stringify(payload)).toContain(field);
    }
    const household = await create(alice, 'household', { url: PUBLIC, events: ['list.completed', 'recipe.added'] });
    expect(household.statusCode).toBe(400);
    expect(household.json().details).toHaveProperty('events');
    expect(await count()).toBe(before);
  });

  it('refuses loopback, private, link-local, unique-local and metadata targets however written', async () => {
    const before = await count();
    const refused = [
      'http://127.0.0.1/h',
      'http://127.1/h',
      'http://0x7f000001/h',
      'http://2130706433/h',
      'http://0177.0.0.1/h',
      'http://0/h',
      'http://localhost/h',
      'http://10.1.2.3/h',
      'http://172.16.0.1/h',
      'http://192.168.1.20:8123/api/webhook/x',
      'http://100.64.0.1/h',
      'http://169.254.1.1/h',
      'http://[::1]/h',
      'http://[::ffff:127.0.0.1]/h',
      'http://[::ffff:7f00:1]/h',
      'http://[::ffff:192.168.1.20]/h',
      'http://[fd12:3456::1]/h',
      'http://[fe80::1]/h',
      'http://169.254.169.254/latest/meta-data',
      'http://0xa9fea9fe/h',
      'http://2852039166/h',
      'http://[::ffff:169.254.169.254]/h',
      'http://[fd00:ec2::254]/h',
    ];
    for (const url of refused) {
      const res = await create(admin, 'admin', { url, events: ['recipe.added'] });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details, url).toHaveProperty('url');
    }
    const home = (await create(alice, 'household', { url: PUBLIC, events: ['list.item.added'] })).json();
    const patched = await req(alice, 'PATCH', `/api/household/webhooks/${home.id}`, { url: 'http://10.0.0.1/h' });
    expect(patched.statusCode).toBe(400);
    expect(patched.json().details).toHaveProperty('url');
    expect(await count()).toBe(before + 1);
  });

  it('answers 409 beyond 20 endpoints in one scope', async () => {
    const dave = await createUser(t.app);
    for (let i = 0; i < 20; i++) {
      expect(
        (await create(dave, 'household', { url: `${PUBLIC}/${i}`, events: ['plan.entry.added'] })).statusCode,
      ).toBe(201);
    }
    expect((await create(dave, 'household', { url: PUBLIC, events: ['plan.entry.added'] })).statusCode).toBe(409);
    expect((await create(bob, 'household', { url: PUBLIC, events: ['plan.entry.added'] })).statusCode).toBe(201);
  });

  it('checks a host name again after resolution at each delivery: a refused one is a failed attempt saying why', async () => {
    // As if the name had resolved to a public address when saved, and to loopback now.
    const [row] = await t.db
      .insert(webhookEndpoints)
      .values({
        scope: 'admin',
        ownerId: admin.id,
        url: 'http://localhost:9/h',
        events: ['recipe.added'],
        secret: 'whsec_' + Buffer.alloc(24, 1).toString('base64'),
      })
      .returning();
    expect((await req(admin, 'POST', `/api/admin/webhooks/${row.id}/test`)).statusCode).toBe(202);
    let delivery: typeof webhookDeliveries.$inferSelect | undefined;
    while (!delivery?.attempts) {
      [delivery] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, row.id));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(delivery.lastError).toMatch(/localhost resolves to .*not allowed/);
    expect(delivery.lastStatus).toBeNull();
    const page = (await req(admin, 'GET', `/api/admin/webhooks/${row.id}/deliveries`)).json();
    expect(page.rows[0]).toMatchObject({ type: 'webhook.test', attempts: 1, lastError: delivery.lastError });
  });
});
