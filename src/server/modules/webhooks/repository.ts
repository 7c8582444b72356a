import { and, asc, count, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxEvents, webhookDeliveries as deliveries, webhookEndpoints as endpoints } from '../../db/schema.ts';

export type Scope = 'admin' | 'household';

/** An endpoint with its secrets (never answered as such). */
export type EndpointRow = typeof endpoints.$inferSelect;

export const countEndpoints = async (db: Db, scope: Scope, ownerId: number): Promise<number> =>
  (
    await db
      .select({ n: count() })
      .from(endpoints)
      .where(and(eq(endpoints.scope, scope), eq(endpoints.ownerId, ownerId)))
  )[0].n;

export const listEndpoints = (db: Db, scope: Scope, ownerId: number): Promise<EndpointRow[]> =>
  db
    .select()
    .from(endpoints)
    .where(and(eq(endpoints.scope, scope), eq(endpoints.ownerId, ownerId)))
    .orderBy(asc(endpoints.id));

export async function findEndpoint(db: Db, scope: Scope, ownerId: number, id: number) {
  const [row] = await db
    .select()
    .from(endpoints)
    .where(and(eq(endpoints.id, id), eq(endpoints.scope, scope), eq(endpoints.ownerId, ownerId)));
  return row as EndpointRow | undefined;
}

/** Locks the scope's owner row, so that two creations cannot both pass the count. */
export async function lockScope(tx: Db, scope: Scope, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`webhooks:${scope}:${ownerId}`}))`);
}

export async function insertEndpoint(db: Db, values: typeof endpoints.$inferInsert): Promise<EndpointRow> {
  const [row] = await db.insert(endpoints).values(values).returning();
  return row;
}

export async function updateEndpoint(
  db: Db,
  id: number,
  patch: Partial<typeof endpoints.$inferInsert>,
): Promise<EndpointRow> {
  const [row] = await db.update(endpoints).set(patch).where(eq(endpoints.id, id)).returning();
  return row;
}

export async function deleteEndpoint(db: Db, id: number): Promise<void> {
  await db.delete(endpoints).where(eq(endpoints.id, id));
}

/**
 * The enabled endpoints an event goes to: admins' endpoints subscribed to its type, and the subscribed
 * endpoints of its household (for list and plan events only).
 */
export async function findSubscribers(tx: Db, type: string, householdOwnerId: number | null): Promise<number[]> {
  const subscribed = sql`${endpoints.events} @> ${JSON.stringify([type])}::jsonb`;
  const household =
    householdOwnerId === null || !(type.startsWith('list.') || type.startsWith('plan.'))
      ? sql`false`
      : and(eq(endpoints.scope, 'household'), eq(endpoints.ownerId, householdOwnerId));
  const rows = await tx
    .select({ id: endpoints.id })
    .from(endpoints)
    .where(and(eq(endpoints.enabled, true), subscribed, or(eq(endpoints.scope, 'admin'), household)));
  return rows.map((r) => r.id);
}

export async function insertDeliveries(tx: Db, eventId: string, endpointIds: number[], at: Date) {
  if (endpointIds.length === 0) return [];
  return tx
    .insert(deliveries)
    .values(endpointIds.map((endpointId) => ({ endpointId, eventId, nextAttemptAt: at, createdAt: at })))
    .returning({ id: deliveries.id });
}

/** A due delivery, claimed: what sending it needs. */
export interface ClaimedDelivery {
  id: number;
  attempts: number;
  leaseUntil: Date;
  endpointId: number;
  url: string;
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
  eventId: string;
  type: string;
  data: Record<string, unknown>;
  eventCreatedAt: Date;
}

/**
 * Claims up to `limit` due deliveries of enabled endpoints that no live lease holds (`SKIP LOCKED`, so
 * instances share the work), leasing them until `leaseUntil`; a crashed instance's lease runs out and
 * another instance takes them.
 */
export async function claimDue(tx: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedDelivery[]> {
  const due = await tx
    .select({ id: deliveries.id })
    .from(deliveries)
    .innerJoin(endpoints, eq(endpoints.id, deliveries.endpointId))
    .where(
      and(
        eq(deliveries.status, 'pending'),
        lte(deliveries.nextAttemptAt, now),
        or(isNull(deliveries.leaseUntil), lt(deliveries.leaseUntil, now)),
        eq(endpoints.enabled, true),
      ),
    )
    .orderBy(asc(deliveries.nextAttemptAt), asc(deliveries.id))
    .limit(limit)
    .for('update', { of: deliveries, skipLocked: true });
  if (due.length === 0) return [];
  const ids = due.map((d) => d.id);
  await tx.update(deliveries).set({ leaseUntil }).where(inArray(deliveries.id, ids));
  const rows = await tx
    .select({
      id: deliveries.id,
      attempts: deliveries.attempts,
      leaseUntil: deliveries.leaseUntil,
      endpointId: endpoints.id,
      url: endpoints.url,
      secret: endpoints.secret,
      previousSecret: endpoints.previousSecret,
      previousSecretUntil: endpoints.previousSecretUntil,
      eventId: outboxEvents.id,
      type: outboxEvents.type,
      data: outboxEvents.data,
      eventCreatedAt: outboxEvents.createdAt,
    })
    .from(deliveries)
    .innerJoin(endpoints, eq(endpoints.id, deliveries.endpointId))
    .innerJoin(outboxEvents, eq(outboxEvents.id, deliveries.eventId))
    .where(inArray(deliveries.id, ids));
  return rows as ClaimedDelivery[];
}

export interface AttemptOutcome {
  status: 'pending' | 'succeeded' | 'failed';
  lastStatus: number | null;
  lastError: string | null;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
}

/**
 * Records one attempt of a delivery still held by this lease; false when the lease was lost meanwhile
 * (another instance took the delivery after it ran out), so its own attempt counts instead.
 */
export async function recordAttempt(db: Db, id: number, leaseUntil: Date, outcome: AttemptOutcome): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set({ ...outcome, attempts: sql`${deliveries.attempts} + 1`, leaseUntil: null })
    .where(and(eq(deliveries.id, id), eq(deliveries.leaseUntil, leaseUntil)))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

export async function disableEndpoint(db: Db, id: number, reason: string): Promise<void> {
  await db.update(endpoints).set({ enabled: false, disabledReason: reason }).where(eq(endpoints.id, id));
}

const deliveryColumns = {
  id: deliveries.id,
  webhookId: deliveries.eventId,
  type: outboxEvents.type,
  status: deliveries.status,
  attempts: deliveries.attempts,
  lastStatus: deliveries.lastStatus,
  lastError: deliveries.lastError,
  nextAttemptAt: deliveries.nextAttemptAt,
  createdAt: deliveries.createdAt,
  deliveredAt: deliveries.deliveredAt,
};

/** A page of an endpoint's deliveries, newest first. */
export async function findDeliveryPage(db: Db, endpointId: number, limit: number, offset: number) {
  const rows = await db
    .select(deliveryColumns)
    .from(deliveries)
    .innerJoin(outboxEvents, eq(outboxEvents.id, deliveries.eventId))
    .where(eq(deliveries.endpointId, endpointId))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(limit)
    .offset(offset);
  const [{ n }] = await db.select({ n: count() }).from(deliveries).where(eq(deliveries.endpointId, endpointId));
  return { rows, count: n };
}

export async function findDelivery(db: Db, endpointId: number, id: number) {
  const [row] = await db
    .select({ id: deliveries.id, eventId: deliveries.eventId })
    .from(deliveries)
    .where(and(eq(deliveries.id, id), eq(deliveries.endpointId, endpointId)));
  return row;
}
