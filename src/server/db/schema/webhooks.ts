import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The transactional outbox (docs/decisions/webhooks.md): one row per event, written in the transaction of the
 * change, dispatched once (fan-out to endpoints and consumers) by whichever instance claims it first.
 * `id` is the Standard Webhooks `webhook-id`.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    /** The household (its owner's user id) whose list or plan changed; null for instance-wide events. */
    householdOwnerId: integer('household_owner_id'),
    /** `{ id, username, firstName }` of who made the change, when a person did. */
    actor: jsonb('actor'),
    data: jsonb('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    dispatchedAt: timestamp('dispatched_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('idx_outbox_events_pending')
      .on(t.createdAt)
      .where(sql`${t.dispatchedAt} is null`),
  ],
);

/**
 * A webhook endpoint: an admin's (any event of the instance) or a household's (its list and plan events).
 * `owner_id` is the admin's user id or the household owner's user id.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    scope: text('scope', { enum: ['admin', 'household'] }).notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: jsonb('events').$type<string[]>().notNull(),
    description: text('description'),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    secret: text('secret').notNull(),
    /** The secret before the last rotation, signing beside the new one until `previous_secret_until`. */
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('idx_webhook_endpoints_owner').on(t.scope, t.ownerId, t.id),
    check('ck_webhook_endpoints_scope', sql`${t.scope} in ('admin', 'household')`),
  ],
);

/**
 * One event's delivery to one endpoint, with its attempts. A pending row is due at `next_attempt_at`;
 * an instance sending it holds it until `lease_until`, after which any instance may take it again.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id')
      .notNull()
      .references(() => outboxEvents.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    leaseUntil: timestamp('lease_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('idx_webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('idx_webhook_deliveries_endpoint').on(t.endpointId, t.id),
    index('idx_webhook_deliveries_event').on(t.eventId),
  ],
);
