import { randomBytes } from 'node:crypto';
import { INVITE_TTL_HOURS, type Invite } from '#domain/list-sharing.ts';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hashToken } from '../../lib/tokens.ts';
import { deleteHouseholdMember, findHouseholdOwnerId } from './repository.ts';
import { publishMembersMoved, type MemberMove } from './household-events.ts';
import * as repo from './sharing-repository.ts';

/** What sharing needs of the shopping lists. */
export interface SharedLists<L> {
  /** The list the user sees now (their household's open list). */
  current(userId: number): Promise<L>;
  /** Completes the user's own open list into their history when it holds anything. */
  archiveOwn(userId: number): Promise<void>;
  /** The members of these households changed, so their lists did. */
  membersChanged(ownerIds: number[]): Promise<void>;
}

const gone = () => new AppError(410, 'INVITE_EXPIRED', 'This invite has expired');
const unknownInvite = () => notFound('This invite is unknown or already used', 'INVITE_NOT_FOUND');

/**
 * Sharing a list (API.md, "Live list and sharing"): an owner invites, a user joins with the code, the
 * owner removes a member or a member leaves. Every change runs in one transaction under the households' locks.
 */
export function createSharingService<L>(db: Db, lists: SharedLists<L>) {
  /** Moved streams follow their new list first, so the list changes told next reach them there. */
  const changed = async ({ ownerIds, moves }: { ownerIds: number[]; moves: MemberMove[] }) => {
    await publishMembersMoved(db, moves);
    await lists.membersChanged(ownerIds);
  };

  return {
    /** A one-use code for the caller's list; 403 for a member, who does not own the list. */
    async invite(userId: number): Promise<Invite> {
      if ((await findHouseholdOwnerId(db, userId)) !== userId)
        throw forbidden('Only the list’s owner can invite', 'OWNER_REQUIRED');
      // 128 random bits: guessing is hopeless, so no rate limit is needed on joining.
      const code = randomBytes(16).toString('base64url');
      const expiresAt = new Date(Date.now() + INVITE_TTL_HOURS * 3_600_000);
      await repo.insertInvite(db, userId, hashToken(code), expiresAt);
      return { code, expiresAt: expiresAt.toISOString() };
    },

    /** The caller joins the household of the code's owner, with their own members; answers the shared list. */
    async join(userId: number, code: string): Promise<L> {
      const codeHash = hashToken(code);
      const { ownerId, previousOwnerId, moved } = await inTransaction(db, async (tx) => {
        const inviterId = await repo.consumeInvite(tx, codeHash, userId);
        if (inviterId === undefined) {
          throw (await repo.findInviteState(tx, codeHash)) === 'expired' ? gone() : unknownInvite();
        }
        for (const id of [userId, inviterId].sort((a, b) => a - b)) await repo.lockHousehold(tx, id);
        // An inviter who has since joined another list no longer owns one: the code died with it.
        if ((await findHouseholdOwnerId(tx, inviterId)) !== inviterId) throw unknownInvite();
        if (inviterId === userId) throw conflict('This is your own list');
        const previous = await findHouseholdOwnerId(tx, userId);
        if (previous === inviterId) throw conflict('You already share this list');
        // An owner with members brings them along: the household stays together.
        const followers = previous === userId ? await repo.moveHouseholdMembers(tx, userId, inviterId) : [];
        await repo.upsertHouseholdMember(tx, userId, inviterId);
        return { ownerId: inviterId, previousOwnerId: previous, moved: followers };
      });
      await changed({
        // A joiner who owned their list leaves no household behind; a member's old household lost one.
        ownerIds: previousOwnerId === userId ? [ownerId] : [ownerId, previousOwnerId],
        moves: [userId, ...moved].map((id) => ({ userId: id, ownerId })),
      });
      return lists.current(userId);
    },

    /** The owner removes a member, or a member leaves; a leaver starts their own, empty list. */
    async removeMember(callerId: number, username: string): Promise<L> {
      const targetId = await repo.findUserIdByUsername(db, username);
      const ownerId = await findHouseholdOwnerId(db, callerId);
      if (targetId === undefined || (await findHouseholdOwnerId(db, targetId)) !== ownerId) {
        throw notFound('No such member of this list');
      }
      if (targetId === ownerId) throw conflict('The owner cannot leave their own list');
      if (callerId !== ownerId && callerId !== targetId)
        throw forbidden('Only the list’s owner can remove a member', 'OWNER_REQUIRED');
      const removed = await inTransaction(db, async (tx) => {
        await repo.lockHousehold(tx, ownerId);
        return (await findHouseholdOwnerId(tx, targetId)) === ownerId && deleteHouseholdMember(tx, targetId);
      });
      if (!removed) throw notFound('No such member of this list');
      await lists.archiveOwn(targetId);
      await changed({ ownerIds: [ownerId, targetId], moves: [{ userId: targetId, ownerId: targetId }] });
      return lists.current(callerId);
    },
  };
}

export type SharingService<L> = ReturnType<typeof createSharingService<L>>;
