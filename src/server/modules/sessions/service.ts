import type { Db } from '../../db/client.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as repo from './repository.ts';

export type { SessionUser } from './repository.ts';

/** Issues, resolves and revokes opaque bearer tokens. */
export function createSessionService(db: Db, ttlHours: number) {
  return {
    /** Creates a session and returns the token, which is never stored in clear. */
    async issue(userId: number): Promise<string> {
      const token = newToken();
      await repo.insertSession(db, userId, hashToken(token), new Date(Date.now() + ttlHours * 3_600_000));
      return token;
    },
    resolve(token: string) {
      return repo.findSessionUser(db, hashToken(token), new Date());
    },
    revoke(token: string) {
      return repo.deleteSession(db, hashToken(token));
    },
    /** Ends every session of a user, e.g. after a password change. */
    revokeAllFor(userId: number) {
      return repo.deleteUserSessions(db, userId);
    },
    purgeExpired() {
      return repo.deleteExpiredSessions(db, new Date());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
