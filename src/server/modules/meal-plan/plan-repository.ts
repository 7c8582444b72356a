import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Meal, PlanEntry } from '#domain/meal-plan.ts';
import type { Db } from '../../db/client.ts';
import { planEntries, recipes } from '../../db/schema.ts';

/** An entry with its last change, for the feed's DTSTAMP. */
export interface PlanEntryRow extends PlanEntry {
  updatedAt: Date;
}

const columns = {
  id: planEntries.id,
  date: planEntries.date,
  meal: planEntries.meal,
  servings: planEntries.servings,
  note: planEntries.note,
  updatedAt: planEntries.updatedAt,
  recipeId: recipes.id,
  recipeName: recipes.name,
  recipeImg: recipes.img,
  recipeServings: recipes.servings,
  recipeCookTime: recipes.cookTime,
  recipeIsActive: recipes.isActive,
};

interface Row {
  id: number;
  date: string;
  meal: Meal;
  servings: number | null;
  note: string | null;
  updatedAt: Date;
  recipeId: number | null;
  recipeName: string | null;
  recipeImg: string | null;
  recipeServings: number | null;
  recipeCookTime: number | null;
  recipeIsActive: boolean | null;
}

function toEntry(row: Row): PlanEntryRow {
  return {
    id: row.id,
    date: row.date,
    meal: row.meal,
    servings: row.servings,
    note: row.note,
    updatedAt: row.updatedAt,
    recipe:
      row.recipeId === null
        ? null
        : {
            id: row.recipeId,
            name: row.recipeName!,
            img: row.recipeImg!,
            servings: row.recipeServings!,
            cookTime: row.recipeCookTime!,
            isActive: row.recipeIsActive!,
          },
  };
}

function selectEntries(db: Db) {
  return db.select(columns).from(planEntries).leftJoin(recipes, eq(recipes.id, planEntries.recipeId));
}

/** A household's entries of `[from, to)`, by date, meal (the enum's order), then the order of adding. */
export async function findEntries(db: Db, ownerId: number, from: string, to: string): Promise<PlanEntryRow[]> {
  const rows = await selectEntries(db)
    .where(and(eq(planEntries.ownerId, ownerId), gte(planEntries.date, from), lt(planEntries.date, to)))
    .orderBy(asc(planEntries.date), asc(planEntries.meal), asc(planEntries.id));
  return rows.map((r) => toEntry(r as Row));
}

export async function findEntriesByIds(db: Db, ownerId: number, ids: number[]): Promise<PlanEntryRow[]> {
  if (ids.length === 0) return [];
  const rows = await selectEntries(db)
    .where(and(eq(planEntries.ownerId, ownerId), inArray(planEntries.id, ids)))
    .orderBy(asc(planEntries.date), asc(planEntries.meal), asc(planEntries.id));
  return rows.map((r) => toEntry(r as Row));
}

export async function findEntry(db: Db, ownerId: number, id: number): Promise<PlanEntryRow | undefined> {
  const [row] = await findEntriesByIds(db, ownerId, [id]);
  return row;
}

export interface NewEntryRow {
  ownerId: number;
  date: string;
  meal: Meal;
  recipeId: number | null;
  note: string | null;
  servings: number | null;
}

export async function insertEntries(db: Db, rows: NewEntryRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insert(planEntries).values(rows).returning({ id: planEntries.id });
  return inserted.map((r) => r.id);
}

/** Changes a household's entry; false when it has no such entry. */
export async function updateEntry(
  db: Db,
  ownerId: number,
  id: number,
  change: Partial<Pick<NewEntryRow, 'date' | 'meal' | 'note' | 'servings'>>,
): Promise<boolean> {
  const rows = await db
    .update(planEntries)
    .set({ ...change, updatedAt: sql`now()` })
    .where(and(eq(planEntries.ownerId, ownerId), eq(planEntries.id, id)))
    .returning({ id: planEntries.id });
  return rows.length > 0;
}

export async function deleteEntry(db: Db, ownerId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(planEntries)
    .where(and(eq(planEntries.ownerId, ownerId), eq(planEntries.id, id)))
    .returning({ id: planEntries.id });
  return rows.length > 0;
}

/**
 * Serialises the fills of one household until the transaction ends: a transaction-scoped advisory lock
 * keyed by (a constant for 'meal plan', the owner id), so two fills never both see a slot empty.
 */
export async function lockHouseholdPlan(tx: Db, ownerId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(18, ${ownerId})`);
}

/** The slots of `[from, to)` that hold an entry, and every recipe planned in that range. */
export async function findPlannedInRange(
  db: Db,
  ownerId: number,
  from: string,
  to: string,
): Promise<{ date: string; meal: Meal; recipeId: number | null }[]> {
  const rows = await db
    .select({ date: planEntries.date, meal: planEntries.meal, recipeId: planEntries.recipeId })
    .from(planEntries)
    .where(and(eq(planEntries.ownerId, ownerId), gte(planEntries.date, from), lt(planEntries.date, to)));
  return rows as { date: string; meal: Meal; recipeId: number | null }[];
}
