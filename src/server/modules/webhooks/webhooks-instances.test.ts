import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { inTransaction } from '../../db/transaction.ts';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { createAdmin, createUser, type TestUser } from '../../test/factories.ts';
import { createTestDatabase, testConfig } from '../../test/test-app.ts';
import { recordDirectEvent, recordEvent } from '../events/index.ts';
import { claimDue } from './repository.ts';
import { startReceiver, verify, type Receiver } from './webhooks.test-support.ts';

const LEASE_MS = 60_000;

/** Instances die: an event written by one and deliveries claimed by one are not lost with it. */
describe('webhooks across instances', () => {
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;
  let receiver: Receiver;
  const config = testConfig({ webhooks: { allowedCidrs: ['127.0.0.1/32'], retrySchedule: [0, 0, 0] } });
  const apps: FastifyInstance[] = [];
  const start = async (now?: () => Date) => {
    const app = await buildApp({ config, db: handle.db, notifications: handle.notifications, now });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    handle = await createTestDatabase();
    receiver = await startReceiver();
  });
  afterAll(async () => {
    receiver.release();
    for (const app of apps) await app.close();
    await handle.close();
    await receiver.close();
  });

  const addEndpoint = async (app: FastifyInstance, user: TestUser, path: string, events: string[]) => {
    const res = await app.inject({
      method: 'POST',
      url: user.isAdmin ? '/api/admin/webhooks' : '/api/household/webhooks',
      headers: user.auth,
      payload: { url: `${receiver.origin}${path}`, events },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; secret: string };
  };

  it('delivers an event whose writer stopped before dispatching it: the outbox row is enough', async () => {
    const app = await start();
    const user = await createUser(app);
    const hook = await addEndpoint(app, user, '/orphan', ['list.item.added']);
    await app.close();
    // Committed by an instance that then died: nothing but the row is left.
    await inTransaction(handle.db, (tx) =>
      recordEvent(tx, {
        type: 'list.item.added',
        householdOwnerId: user.id,
        actor: null,
        data: { item: { id: 1, name: 'milk' }, actor: null },
      }),
    );
    await start();
    const [got] = await receiver.waitFor('/orphan', 1);
    expect(got.json).toMatchObject({ type: 'list.item.added', data: { item: { name: 'milk' } } });
    verify(hook.secret, got);
  });

  it('sends again, with the same webhook-id, a delivery whose instance died mid-send, once its lease ran out', async () => {
    const first = await start();
    const admin = await createAdmin(first);
    const hook = await addEndpoint(first, admin, '/killed', ['suggestion.created']);
    receiver.hold['/killed'] = 1;
    const res = await first.inject({
      method: 'POST',
      url: '/api/userSuggestions',
      headers: admin.auth,
      payload: { url: 'https://example.com/killed' },
    });
    expect(res.statusCode).toBe(201);
    // The first instance is sending and gets no answer: it is as good as dead while it holds the lease.
    const [hung] = await receiver.waitFor('/killed', 1);
    // A second instance whose clock is past the lease takes the delivery over.
    await start(() => new Date(Date.now() + LEASE_MS + 1000));
    const [, resent] = await receiver.waitFor('/killed', 2);
    expect(resent.headers['webhook-id']).toBe(hung.headers['webhook-id']);
    verify(hook.secret, resent);
    let row: typeof webhookDeliveries.$inferSelect | undefined;
    while (row?.status !== 'succeeded') {
      [row] = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    }
    expect(row.attempts).toBe(1);
    // The dead instance's late answer changes nothing: its lease is gone.
    receiver.release();
    await first.close();
    const [after] = await handle.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, hook.id));
    expect(after).toMatchObject({ status: 'succeeded', attempts: 1 });
  });

  it('claims a due delivery once (SKIP LOCKED and the lease), and again only after the lease ran out', async () => {
    for (const app of apps.splice(0)) await app.close();
    const [owner] = await handle.db.select({ id: users.id }).from(users).limit(1);
    const [endpoint] = await handle.db
      .insert(webhookEndpoints)
      .values({
        scope: 'admin',
        ownerId: owner.id,
        url: `${receiver.origin}/leased`,
        events: ['backup.failed'],
        secret: 'whsec_x',
      })
      .returning();
    const now = new Date();
    const event = await inTransaction(handle.db, (tx) =>
      recordDirectEvent(
        tx,
        { type: 'backup.failed', householdOwnerId: null, actor: null, data: { error: 'disk full' } },
        now,
      ),
    );
    await handle.db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventId: event.id, nextAttemptAt: now });
    const lease = new Date(now.getTime() + LEASE_MS);
    const ids = (claimed: { endpointId: number }[]) => claimed.map((c) => c.endpointId);
    expect(ids(await inTransaction(handle.db, (tx) => claimDue(tx, now, lease, 10)))).toEqual([endpoint.id]);
    const later = new Date(now.getTime() + 1000);
    expect(ids(await inTransaction(handle.db, (tx) => claimDue(tx, later, lease, 10)))).toEqual([]);
    const expired = new Date(lease.getTime() + 1);
    expect(
      ids(await inTransaction(handle.db, (tx) => claimDue(tx, expired, new Date(expired.getTime() + LEASE_MS), 10))),
    ).toEqual([endpoint.id]);
  });
});
