import { eq } from 'drizzle-orm';
import type { HouseholdSettings } from '#domain/household-lists.ts';
import type { Db } from '../../db/client.ts';
import { householdSettings } from '../../db/schema.ts';

const DEFAULTS: HouseholdSettings = { tickedToPantry: false };

/** A household's settings; the defaults until a member changes one. */
export async function findHouseholdSettings(db: Db, ownerId: number): Promise<HouseholdSettings> {
  const [row] = await db
    .select({ tickedToPantry: householdSettings.tickedToPantry })
    .from(householdSettings)
    .where(eq(householdSettings.ownerId, ownerId));
  return row ?? DEFAULTS;
}

export async function saveHouseholdSettings(
  db: Db,
  ownerId: number,
  settings: HouseholdSettings,
): Promise<HouseholdSettings> {
  const [row] = await db
    .insert(householdSettings)
    .values({ ownerId, ...settings })
    .onConflictDoUpdate({ target: householdSettings.ownerId, set: settings })
    .returning({ tickedToPantry: householdSettings.tickedToPantry });
  return row!;
}
