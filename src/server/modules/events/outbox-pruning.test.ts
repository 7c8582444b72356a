import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEvents, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { insertUser } from '../../test/factories.ts';
import { createEventDispatcher } from './dispatcher.ts';
import { insertEvent } from './repository.ts';

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-12-07T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

/** Old events go after 30 days, with their delivery log; undispatched ones and pending deliveries stay. */
describe('outbox pruning', () => {
  // The database alone, not the app: the app's own dispatcher would prune by the real clock meanwhile.
  let handle: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('deletes events dispatched more than 30 days ago, with their deliveries, and keeps the rest', async () => {
    const { db } = handle;
    const event = (dispatchedAt: Date | undefined, createdAt: Date) =>
      insertEvent(db, { type: 'list.item.added', householdOwnerId: null, actor: null, data: {}, dispatchedAt }).then(
        async (e) => {
          await db.update(outboxEvents).set({ createdAt }).where(eq(outboxEvents.id, e.id));
          return e.id;
        },
      );
    const old = await event(daysAgo(31), daysAgo(31));
    const oldWithPending = await event(daysAgo(40), daysAgo(40));
    const recent = await event(daysAgo(29), daysAgo(29));
    const neverDispatched = await event(undefined, daysAgo(60));

    const adminId = await insertUser(db, 'pruning-admin');
    const [endpoint] = await db
      .insert(webhookEndpoints)
      .values({ scope: 'admin', ownerId: adminId, url: 'https://example.org/hook', events: [], secret: 'whsec_x' })
      .returning({ id: webhookEndpoints.id });
    await db.insert(webhookDeliveries).values([
      { endpointId: endpoint.id, eventId: old, status: 'succeeded' },
      { endpointId: endpoint.id, eventId: oldWithPending, status: 'pending' },
      { endpointId: endpoint.id, eventId: recent, status: 'failed' },
    ]);

    const dispatcher = createEventDispatcher({
      db,
      // Pruning never listens.
      notifications: { listen: async () => () => {}, onReconnect: () => () => {}, close: async () => {} },
      consumers: [],
      log: pino({ level: 'silent' }),
      now: () => NOW,
    });
    expect(await dispatcher.prune()).toBe(1);

    const events = await db.select({ id: outboxEvents.id }).from(outboxEvents);
    expect(events.map((e) => e.id).sort()).toEqual([oldWithPending, recent, neverDispatched].sort());
    const deliveries = await db.select({ eventId: webhookDeliveries.eventId }).from(webhookDeliveries);
    expect(deliveries.map((d) => d.eventId).sort()).toEqual([oldWithPending, recent].sort());
    expect(await dispatcher.prune()).toBe(0);
  });
});
