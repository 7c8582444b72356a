import { and, count, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationSettings, pushSubscriptions, vapidKeys } from '../../db/schema.ts';

/** A user's stored settings, the token included (for sending only). */
export interface StoredSettings {
  ntfyUrl: string | null;
  ntfyToken: string | null;
  listChanges: boolean;
}

/** A browser's subscription as web-push takes it. */
export interface StoredSubscription {
  id: number;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const DEFAULT_SETTINGS: StoredSettings = { ntfyUrl: null, ntfyToken: null, listChanges: true };

export async function findSettings(db: Db, userId: number): Promise<StoredSettings> {
  const [row] = await db
    .select({
      ntfyUrl: notificationSettings.ntfyUrl,
      ntfyToken: notificationSettings.ntfyToken,
      listChanges: notificationSettings.listChanges,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return row ?? DEFAULT_SETTINGS;
}

/** Writes the whole settings row (the service merged the change into the stored one). */
export async function saveSettings(db: Db, userId: number, settings: StoredSettings): Promise<void> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...settings, updatedAt: new Date() } });
}

/** Locks the user's settings row (made if missing), so two writes of one user go one after the other. */
export async function lockSettings(tx: Db, userId: number): Promise<void> {
  await tx.insert(notificationSettings).values({ userId }).onConflictDoNothing();
  await tx
    .select({ userId: notificationSettings.userId })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId))
    .for('update');
}

export async function countSubscriptions(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

export async function listSubscriptions(db: Db, userId: number): Promise<StoredSubscription[]> {
  const rows = await db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
  return rows.map((r) => ({ id: r.id, endpoint: r.endpoint, keys: { p256dh: r.p256dh, auth: r.auth } }));
}

/** Saves a subscription; an endpoint already known (another account on that browser) moves to this user. */
export async function upsertSubscription(
  db: Db,
  userId: number,
  sub: { endpoint: string; p256dh: string; auth: string },
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, createdAt: new Date() },
    });
}

/** Keeps a user's `keep` newest subscriptions. */
export async function trimSubscriptions(db: Db, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(desc(pushSubscriptions.id))
    .limit(keep);
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
}

/** Removes one of the user's subscriptions; false when the user has none with that endpoint. */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

/** Drops subscriptions the push service says are gone (404, 410). */
export async function deleteSubscriptionsById(db: Db, ids: number[]): Promise<void> {
  if (ids.length > 0) await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

export interface VapidKeyPair {
  publicKey: string;
  privateKey: string;
}

export async function findVapidKeys(db: Db): Promise<VapidKeyPair | undefined> {
  const [row] = await db
    .select({ publicKey: vapidKeys.publicKey, privateKey: vapidKeys.privateKey })
    .from(vapidKeys)
    .where(eq(vapidKeys.id, 1));
  return row;
}

/** Stores a key pair unless one exists; the first instance to write wins, and everyone reads that one. */
export async function insertVapidKeysIfMissing(db: Db, keys: VapidKeyPair): Promise<void> {
  await db
    .insert(vapidKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing();
}
