import { and, asc, count, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { pageOffset } from '#domain/common.ts';
import { PAGE_SIZE } from '#domain/constants.ts';
import { BUILT_IN_LOCATIONS, type PantryQuery } from '#domain/pantry.ts';
import type { Db } from '../../db/client.ts';
import { pantryItems, pantryLocations } from '../../db/schema.ts';

/** A stored pantry item with its location's name; `qty` the exact decimal text the database keeps ('1.500'). */
export interface PantryRow {
  id: number;
  name: string;
  foodKey: string;
  qty: string | null;
  unit: string | null;
  locationId: number;
  location: string;
  bestBefore: string | null;
  staple: boolean;
  updatedAt: Date;
}

/** What a write stores; `qty` as text, so nothing passes through a float on its way in. */
export interface PantryValues {
  name: string;
  foodKey: string;
  qty: string | null;
  unit: string | null;
  locationId: number;
  bestBefore: string | null;
  staple: boolean;
}

const columns = {
  id: pantryItems.id,
  name: pantryItems.name,
  foodKey: pantryItems.foodKey,
  qty: pantryItems.qty,
  unit: pantryItems.unit,
  locationId: pantryItems.locationId,
  location: pantryLocations.name,
  bestBefore: pantryItems.bestBefore,
  staple: pantryItems.staple,
  updatedAt: pantryItems.updatedAt,
};

const mine = (ownerId: number, id: number) => and(eq(pantryItems.ownerId, ownerId), eq(pantryItems.id, id));
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function selectItems(db: Db, where: SQL | undefined) {
  return db
    .select(columns)
    .from(pantryItems)
    .innerJoin(pantryLocations, eq(pantryLocations.id, pantryItems.locationId))
    .where(where);
}

/** The pantries of households (pantry_items, pantry_locations), each reached only through its owner's id. */
export function createPantryRepository(db: Db) {
  const get = async (tx: Db, ownerId: number, id: number): Promise<PantryRow | undefined> =>
    (await selectItems(tx, mine(ownerId, id)))[0];

  return {
    get: (ownerId: number, id: number, tx: Db = db) => get(tx, ownerId, id),
    /**
     * Serialises the pantry writes of one household until the transaction ends (class 21 of the app's
     * two-key advisory locks), so two adds of one food merge and the item limit holds.
     */
    async lock(tx: Db, ownerId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(21, ${ownerId})`);
    },
    /** Makes the built-in locations of a household that has none of them yet. */
    async ensureBuiltIns(tx: Db, ownerId: number): Promise<void> {
      await tx
        .insert(pantryLocations)
        .values(BUILT_IN_LOCATIONS.map((name) => ({ ownerId, name })))
        .onConflictDoNothing();
    },
    async locationByName(tx: Db, ownerId: number, name: string): Promise<{ id: number; name: string } | undefined> {
      const [row] = await tx
        .select({ id: pantryLocations.id, name: pantryLocations.name })
        .from(pantryLocations)
        .where(and(eq(pantryLocations.ownerId, ownerId), sql`lower(${pantryLocations.name}) = lower(${name})`));
      return row;
    },
    async locations(tx: Db, ownerId: number): Promise<{ id: number; name: string; itemCount: number }[]> {
      return tx
        .select({ id: pantryLocations.id, name: pantryLocations.name, itemCount: count(pantryItems.id) })
        .from(pantryLocations)
        .leftJoin(pantryItems, eq(pantryItems.locationId, pantryLocations.id))
        .where(eq(pantryLocations.ownerId, ownerId))
        .groupBy(pantryLocations.id)
        .orderBy(asc(pantryLocations.id));
    },
    /** The new location, or undefined when the household has that name (any case). */
    async insertLocation(tx: Db, ownerId: number, name: string): Promise<{ id: number; name: string } | undefined> {
      const [row] = await tx
        .insert(pantryLocations)
        .values({ ownerId, name })
        .onConflictDoNothing()
        .returning({ id: pantryLocations.id, name: pantryLocations.name });
      return row;
    },
    async location(tx: Db, ownerId: number, id: number): Promise<{ name: string; itemCount: number } | undefined> {
      const [row] = await tx
        .select({ name: pantryLocations.name, itemCount: count(pantryItems.id) })
        .from(pantryLocations)
        .leftJoin(pantryItems, eq(pantryItems.locationId, pantryLocations.id))
        .where(and(eq(pantryLocations.ownerId, ownerId), eq(pantryLocations.id, id)))
        .groupBy(pantryLocations.id);
      return row;
    },
    async removeLocation(tx: Db, ownerId: number, id: number): Promise<void> {
      await tx.delete(pantryLocations).where(and(eq(pantryLocations.ownerId, ownerId), eq(pantryLocations.id, id)));
    },
    async page(
      ownerId: number,
      query: PantryQuery,
      locationId?: number,
    ): Promise<{ rows: PantryRow[]; count: number }> {
      const where = and(
        eq(pantryItems.ownerId, ownerId),
        locationId === undefined ? undefined : eq(pantryItems.locationId, locationId),
        query.q ? ilike(pantryItems.name, `%${escapeLike(query.q)}%`) : undefined,
      );
      const order =
        query.sort === 'bestBefore'
          ? [sql`${pantryItems.bestBefore} asc nulls last`, asc(pantryItems.name), asc(pantryItems.id)]
          : [asc(pantryItems.name), asc(pantryItems.id)];
      const rows = await selectItems(db, where)
        .orderBy(...order)
        .limit(PAGE_SIZE)
        .offset(pageOffset(query.page));
      const [total] = await db.select({ n: count() }).from(pantryItems).where(where);
      return { rows, count: total?.n ?? 0 };
    },
    /** Every item of a household (at most the item limit), by name. */
    async all(ownerId: number): Promise<PantryRow[]> {
      return selectItems(db, eq(pantryItems.ownerId, ownerId)).orderBy(asc(pantryItems.name), asc(pantryItems.id));
    },
    async count(tx: Db, ownerId: number): Promise<number> {
      const [total] = await tx.select({ n: count() }).from(pantryItems).where(eq(pantryItems.ownerId, ownerId));
      return total?.n ?? 0;
    },
    /** The items a new one of this food, place and date could merge into. */
    async sameKind(
      tx: Db,
      ownerId: number,
      v: { foodKey: string; locationId: number; bestBefore: string | null },
    ): Promise<PantryRow[]> {
      return selectItems(
        tx,
        and(
          eq(pantryItems.ownerId, ownerId),
          eq(pantryItems.foodKey, v.foodKey),
          eq(pantryItems.locationId, v.locationId),
          sql`${pantryItems.bestBefore} is not distinct from ${v.bestBefore}`,
        ),
      ).orderBy(asc(pantryItems.id));
    },
    /** Every item's food, amount and staple flag (what a shortfall-only list is reduced by), in id order. */
    async stock(tx: Db, ownerId: number): Promise<Pick<PantryRow, 'foodKey' | 'qty' | 'unit' | 'staple'>[]> {
      return tx
        .select({
          foodKey: pantryItems.foodKey,
          qty: pantryItems.qty,
          unit: pantryItems.unit,
          staple: pantryItems.staple,
        })
        .from(pantryItems)
        .where(eq(pantryItems.ownerId, ownerId))
        .orderBy(asc(pantryItems.id));
    },
    /** The items of these foods (what "Cooked it" takes from), in id order. */
    async ofFoods(tx: Db, ownerId: number, foodKeys: string[]): Promise<PantryRow[]> {
      if (foodKeys.length === 0) return [];
      return selectItems(tx, and(eq(pantryItems.ownerId, ownerId), inArray(pantryItems.foodKey, foodKeys))).orderBy(
        asc(pantryItems.id),
      );
    },
    async insert(tx: Db, ownerId: number, values: PantryValues): Promise<PantryRow> {
      const [row] = await tx
        .insert(pantryItems)
        .values({ ownerId, ...values })
        .returning({ id: pantryItems.id });
      return (await get(tx, ownerId, row!.id))!;
    },
    async update(tx: Db, ownerId: number, id: number, values: Partial<PantryValues>): Promise<PantryRow | undefined> {
      const [row] = await tx
        .update(pantryItems)
        .set({ ...values, updatedAt: sql`now()` })
        .where(mine(ownerId, id))
        .returning({ id: pantryItems.id });
      return row && get(tx, ownerId, row.id);
    },
    async remove(tx: Db, ownerId: number, id: number): Promise<boolean> {
      const gone = await tx.delete(pantryItems).where(mine(ownerId, id)).returning({ id: pantryItems.id });
      return gone.length > 0;
    },
  };
}
export type PantryRepository = ReturnType<typeof createPantryRepository>;
