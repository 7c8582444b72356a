import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** A user's phone notification settings (docs/api/doors.md, "Phone notifications"); no row: the defaults. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** An ntfy topic URL, checked by the outbound rules when written and again after DNS at each send. */
  ntfyUrl: text('ntfy_url'),
  /** Sent as `Authorization: Bearer`; never answered by the API. */
  ntfyToken: text('ntfy_token'),
  listChanges: boolean('list_changes').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** A browser's Web Push subscription; an endpoint belongs to the user who subscribed it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    /** The browser's P-256 public key (65 bytes, base64url) and auth secret (16 bytes, base64url). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uq_push_subscriptions_endpoint').on(t.endpoint),
    index('idx_push_subscriptions_user_id').on(t.userId, t.id),
  ],
);

/** The instance's one VAPID key pair, made at first use, so every instance signs with the same key. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    /** Uncompressed P-256 point, base64url (what browsers take as `applicationServerKey`). */
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [check('ck_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/**
 * Changes waiting to be told to one recipient, written in the transaction that handles the list event, so
 * none is lost on a crash; the sender deletes them once told.
 */
export const notificationQueue = pgTable(
  'notification_queue',
  {
    id: serial('id').primaryKey(),
    /** The outbox event's id: an event handed over twice is queued once. */
    eventId: text('event_id').notNull(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The household (its owner's id), whose open list changed. */
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorName: text('actor_name').notNull(),
    itemName: text('item_name'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uq_notification_queue_event_recipient').on(t.eventId, t.recipientId),
    index('idx_notification_queue_recipient_owner').on(t.recipientId, t.ownerId, t.id),
    check('ck_notification_queue_kind', sql`${t.kind} in ('added', 'ticked', 'removed', 'completed')`),
  ],
);

/**
 * One row per (recipient, household list): when the last notification went out (the cooldown) and the lease
 * of the instance sending the next one (a crashed sender's lease runs out and another sends).
 */
export const notificationCooldowns = pgTable(
  'notification_cooldowns',
  {
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.recipientId, t.ownerId], name: 'pk_notification_cooldowns' })],
);
