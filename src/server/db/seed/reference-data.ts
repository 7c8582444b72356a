import { APPLIANCES, CUISINES, RESTRICTIONS } from '#domain/constants.ts';
import type { Db } from '../client.ts';
import { appliances, cuisines, restrictions } from '../schema.ts';

/** Inserts the fixed tag lists of spec §3; idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(cuisines)
    .values(CUISINES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(restrictions)
    .values(RESTRICTIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(appliances)
    .values(APPLIANCES.map((name) => ({ name })))
    .onConflictDoNothing();
}
