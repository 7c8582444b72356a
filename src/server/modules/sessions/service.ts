import type { Db } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './repository.ts';
import type { SessionUser } from './repository.ts';

export type { SessionUser } from './repository.ts';

export interface SessionServiceOptions {
  /**
   * How long a resolved token is reused without asking the database. Default 0: every request asks,
   * so a logout, a password change or a removed account on another instance is honoured at once;
   * only requests that arrive while a lookup of the same token is in flight share its answer. See
   * docs/decisions/security.md. A reused answer also carries the data versions it read, so the recipes'
   * kept pages (recipes/page-cache.ts) can be as old as it.
   */
  cacheTtlMs?: number;
  /** Most tokens remembered at once (default 10,000); the oldest go first. */
  cacheMaxEntries?: number;
  /** The clock, in ms; tests move it. */
  now?: () => number;
}

interface CacheEntry {
  user: Promise<SessionUser | undefined>;
  /** True until the lookup has answered: concurrent requests share it whatever the TTL. */
  pending: boolean;
  /** Until when (ms) the entry may be used: the cache TTL, capped by the session's own expiry. */
  until: number;
  /** Known once the lookup has answered; an entry still in flight has none. */
  userId?: number;
}

/** Issues, resolves and revokes opaque bearer tokens. */
export function createSessionService(db: Db, ttlHours: number, options: SessionServiceOptions = {}) {
  const cacheTtlMs = options.cacheTtlMs ?? 0;
  const maxEntries = options.cacheMaxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  // Token hash → the lookup's answer. Every authenticated request resolves its token; without this
  // each one costs a database round trip before the route's own queries can start.
  const cache = new Map<string, CacheEntry>();

  /** Drops the cached entries of a user, and those still in flight (their user is not known yet). */
  function forgetUser(userId: number) {
    for (const [hash, entry] of cache) {
      if (entry.userId === undefined || entry.userId === userId) cache.delete(hash);
    }
  }

  return {
    /** Creates a session and returns the token, which is never stored in clear. */
    async issue(userId: number): Promise<string> {
      const token = newToken();
      await repo.insertSession(db, userId, hashToken(token), new Date(now() + ttlHours * 3_600_000));
      return token;
    },

    /** The token's user, or undefined when the token is unknown, revoked or expired. */
    resolve(token: string): Promise<SessionUser | undefined> {
      const hash = hashToken(token);
      const at = now();
      const hit = cache.get(hash);
      if (hit && (hit.pending || hit.until > at)) return hit.user;
      if (hit) cache.delete(hash);
      const lookup = repo.findSessionUser(db, hash, new Date(at));
      const user = lookup.then((row) =>
        row
          ? Object.freeze({
              id: row.id,
              username: row.username,
              isAdmin: row.isAdmin,
              language: row.language,
              versions: Object.freeze({
                catalogue: row.catalogueVersion === null ? -1 : Number(row.catalogueVersion),
                dislikes: row.dislikesVersion,
              }),
            })
          : undefined,
      );
      // Concurrent requests with the same token share this lookup.
      const entry: CacheEntry = { user, pending: true, until: at + cacheTtlMs };
      cache.set(hash, entry);
      lookup.then(
        (row) => {
          // The entry may have been dropped meanwhile (a revocation): then it stays dropped.
          if (cache.get(hash) !== entry) return;
          entry.pending = false;
          // An unknown token is never remembered, so a session created a moment later works at once.
          if (!row || cacheTtlMs <= 0) cache.delete(hash);
          else {
            entry.userId = row.id;
            entry.until = Math.min(entry.until, row.expiresAt.getTime());
          }
        },
        () => {
          if (cache.get(hash) === entry) cache.delete(hash);
        },
      );
      if (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      return user;
    },

    /** Ends one session; in this process the token stops working as soon as this resolves. */
    async revoke(token: string): Promise<void> {
      const hash = hashToken(token);
      await repo.deleteSession(db, hash);
      // After the delete: a lookup that starts from now on finds no row.
      cache.delete(hash);
    },

    /** Ends every session of a user, e.g. after a password change. */
    async revokeAllFor(userId: number): Promise<void> {
      await repo.deleteUserSessions(db, userId);
      forgetUser(userId);
    },

    /**
     * Forgets what this process remembers of a user's sessions, after a change to the user (name,
     * admin flag) or to their sessions made outside this service (password change).
     */
    forgetUser,

    purgeExpired() {
      return repo.deleteExpiredSessions(db, new Date(now()));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
