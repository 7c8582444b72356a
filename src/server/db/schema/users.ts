import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNum: text('phone_num').notNull(),
    gender: text('gender').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Goes up with every change to the user's dislikes (a row trigger, migration 0013): the list's page cache keys on it. */
    dislikesVersion: integer('dislikes_version').notNull().default(0),
    /** A language code of the catalogs (src/locales), checked by the API; null is automatic (docs/api/languages.md). */
    language: text('language'),
    /** 'metric' or 'us'; null is automatic (by region). */
    units: text('units'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('uq_users_username').on(sql`lower(${t.username})`),
    uniqueIndex('uq_users_email').on(sql`lower(${t.email})`),
    index('idx_users_last_name').on(t.lastName, t.id),
    check('ck_users_gender', sql`${t.gender} in ('male', 'female', 'other')`),
    check('ck_users_units', sql`${t.units} in ('metric', 'us')`),
  ],
);

/** Opaque bearer tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uq_sessions_token_hash').on(t.tokenHash), index('idx_sessions_user_id').on(t.userId)],
);

/**
 * Rate-limit counters, shared by every app instance: one row per (hashed) key, counting hits since
 * `window_start`; a hit after the window has passed starts a new one (modules/users/rate-limit-repository.ts).
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    count: integer('count').notNull(),
  },
  (t) => [index('idx_rate_limit_hits_window_start').on(t.windowStart)],
);
