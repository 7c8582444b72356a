import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * An account at an OpenID provider linked to a user: by (issuer, subject) only, never by e-mail once linked
 * (docs/decisions/oidc.md). `email` is the last one the provider sent, for the record.
 */
export const oidcIdentities = pgTable(
  'oidc_identities',
  {
    id: serial('id').primaryKey(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uq_oidc_identities_issuer_subject').on(t.issuer, t.subject),
    index('idx_oidc_identities_user_id').on(t.userId),
  ],
);

/**
 * One-use sign-in tickets handed to the web app after the provider's callback (POST /api/auth/oidc/exchange):
 * only their SHA-256 is stored, so any instance can redeem one and a database leak gives none away.
 */
export const oidcTickets = pgTable(
  'oidc_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('idx_oidc_tickets_expires_at').on(t.expiresAt)],
);

/** Secrets every instance shares, made once by whichever instance needs one first (the flow cookie's key). */
export const oidcKeys = pgTable('oidc_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
