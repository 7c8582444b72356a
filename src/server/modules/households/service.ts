import type { Db } from '../../db/client.ts';
import type { HouseholdSettings } from '#domain/household-lists.ts';
import { findHouseholdOwnerId, listHouseholdUsernames } from './repository.ts';
import { findHouseholdSettings, saveHouseholdSettings } from './settings-repository.ts';

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
    /** The settings of a household by its owner (docs/api/kitchen-loop.md, "Ticked items to the pantry"). */
    settingsOf: (ownerId: number, tx: Db = db) => findHouseholdSettings(tx, ownerId),
    /** GET /api/household/settings: the caller's household's. */
    settings: async (userId: number) => findHouseholdSettings(db, await findHouseholdOwnerId(db, userId)),
    /** PATCH /api/household/settings: any member may change them. */
    changeSettings: async (userId: number, settings: HouseholdSettings) =>
      saveHouseholdSettings(db, await findHouseholdOwnerId(db, userId), settings),
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
