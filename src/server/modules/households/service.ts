import type { Db } from '../../db/client.ts';
import { findHouseholdOwnerId, listHouseholdUsernames } from './repository.ts';

/**
 * Households (API.md, "Live list and sharing" and "Meal plan"): the members of a shared list use the
 * owner's open list, history and meal plan. Every list and plan operation resolves the owner first.
 */
export function createHouseholdService(db: Db) {
  return {
    /** The user whose list and plan the caller sees: the owner of the list they joined, else themselves. */
    ownerOf: (userId: number, tx: Db = db) => findHouseholdOwnerId(tx, userId),
    /** `members` of the list payload: the owner first. */
    usernames: (ownerId: number, tx: Db = db) => listHouseholdUsernames(tx, ownerId),
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
