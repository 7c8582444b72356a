import type { Db } from '../../db/client.ts';
import { notify } from '../../db/notifications.ts';

/** Sent after a household's members changed: `{ moves: [{ userId, ownerId }] }`, who now sees whose list. */
export const HOUSEHOLD_CHANGES_CHANNEL = 'household_changes';

export interface MemberMove {
  userId: number;
  /** The owner of the household the user is in now (themselves after leaving). */
  ownerId: number;
}

/** Tells every instance who moved, at commit when `db` is a transaction. */
export const publishMembersMoved = (db: Db, moves: MemberMove[]) =>
  notify(db, HOUSEHOLD_CHANGES_CHANNEL, JSON.stringify({ moves }));
