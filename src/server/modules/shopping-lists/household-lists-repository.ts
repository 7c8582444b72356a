import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LIST_NAME, type ListStore } from '#domain/household-lists.ts';
import type { Db } from '../../db/client.ts';
import { householdLists } from '../../db/schema.ts';

/** One of the household's lists as stored (docs/api/kitchen-loop.md, "Several lists"). */
export interface HouseholdListRow {
  id: number;
  ownerId: number;
  name: string;
  isDefault: boolean;
  storePlaceId: string | null;
  storeName: string | null;
}

/** The columns of a `HouseholdListRow`, for reads that join it. */
export const householdListColumns = {
  id: householdLists.id,
  ownerId: householdLists.ownerId,
  name: householdLists.name,
  isDefault: householdLists.isDefault,
  storePlaceId: householdLists.storePlaceId,
  storeName: householdLists.storeName,
};

/** The payload's identity of a list. */
export function identityOf(row: HouseholdListRow) {
  const store: ListStore | null =
    row.storePlaceId === null ? null : { placeId: row.storePlaceId, name: row.storeName ?? row.storePlaceId };
  return { listId: row.id, name: row.name, isDefault: row.isDefault, store };
}

/** The household's default list, made ("Main Shopping List") on first use; the partial unique index settles races. */
export async function ensureDefaultList(db: Db, ownerId: number): Promise<HouseholdListRow> {
  const found = await findDefaultList(db, ownerId);
  if (found) return found;
  await db.insert(householdLists).values({ ownerId, name: DEFAULT_LIST_NAME, isDefault: true }).onConflictDoNothing();
  // Every other list is made after the default, which can never be deleted, so nothing else holds its name.
  return (await findDefaultList(db, ownerId))!;
}

export async function findDefaultList(db: Db, ownerId: number): Promise<HouseholdListRow | undefined> {
  const [row] = await db
    .select(householdListColumns)
    .from(householdLists)
    .where(and(eq(householdLists.ownerId, ownerId), eq(householdLists.isDefault, true)));
  return row;
}

/** One list of the household's, or undefined for another household's or an unknown id. */
export async function findHouseholdList(
  db: Db,
  ownerId: number,
  listId: number,
): Promise<HouseholdListRow | undefined> {
  const [row] = await db
    .select(householdListColumns)
    .from(householdLists)
    .where(and(eq(householdLists.ownerId, ownerId), eq(householdLists.id, listId)));
  return row;
}

/** The household's lists, the default first, then by name; optionally only the one bound to a store. */
export async function findHouseholdLists(db: Db, ownerId: number, storePlaceId?: string): Promise<HouseholdListRow[]> {
  const where = and(
    eq(householdLists.ownerId, ownerId),
    storePlaceId === undefined ? undefined : eq(householdLists.storePlaceId, storePlaceId),
  );
  return db
    .select(householdListColumns)
    .from(householdLists)
    .where(where)
    .orderBy(desc(householdLists.isDefault), asc(sql`lower(${householdLists.name})`), asc(householdLists.id));
}

export async function countHouseholdLists(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(householdLists)
    .where(eq(householdLists.ownerId, ownerId));
  return row.n;
}

/** Locks the household's list rows in id order: creating, renaming or re-defaulting lists go one at a time. */
export async function lockHouseholdLists(tx: Db, ownerId: number): Promise<void> {
  await tx.execute(sql`select id from household_lists where owner_id = ${ownerId} order by id for update`);
}

export async function insertHouseholdList(
  tx: Db,
  values: { ownerId: number; name: string; storePlaceId: string | null; storeName: string | null },
): Promise<HouseholdListRow | undefined> {
  const [row] = await tx.insert(householdLists).values(values).onConflictDoNothing().returning(householdListColumns);
  return row;
}

export async function updateHouseholdList(
  tx: Db,
  id: number,
  values: Partial<Pick<HouseholdListRow, 'name' | 'isDefault' | 'storePlaceId' | 'storeName'>>,
): Promise<void> {
  await tx
    .update(householdLists)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(householdLists.id, id));
}

export async function deleteHouseholdList(tx: Db, id: number): Promise<void> {
  await tx.delete(householdLists).where(eq(householdLists.id, id));
}
