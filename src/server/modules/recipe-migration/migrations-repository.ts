import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { migrationItems, migrations, recipeImages, recipes } from '../../db/schema.ts';

export const LEASE_SECONDS = 30;
export const RESTARTED = 'The server restarted during the import; run it again to import the rest';

const migrationColumns = {
  id: migrations.id,
  source: migrations.source,
  fileName: migrations.fileName,
  status: migrations.status,
  total: migrations.total,
  done: migrations.done,
  imported: migrations.imported,
  skipped: migrations.skipped,
  failed: migrations.failed,
  startedAt: migrations.startedAt,
  finishedAt: migrations.finishedAt,
  error: migrations.error,
};
const lease = sql`now() + make_interval(secs => ${LEASE_SECONDS})`;

export async function insertMigration(
  db: Db,
  values: { source: string; fileName: string; filePath: string; duplicates: string; activate: boolean },
) {
  const [row] = await db
    .insert(migrations)
    .values({ ...values, leaseUntil: lease })
    .returning(migrationColumns);
  return row;
}

export const listMigrations = (db: Db) =>
  db.select(migrationColumns).from(migrations).orderBy(desc(migrations.startedAt), desc(migrations.id)).limit(50);

export async function findMigration(db: Db, id: number) {
  const [row] = await db.select(migrationColumns).from(migrations).where(eq(migrations.id, id));
  return row;
}

export const findItems = (db: Db, id: number) =>
  db
    .select({
      name: migrationItems.name,
      entry: migrationItems.entry,
      outcome: migrationItems.outcome,
      reason: migrationItems.reason,
      recipeId: migrationItems.recipeId,
      warnings: migrationItems.warnings,
    })
    .from(migrationItems)
    .where(eq(migrationItems.migrationId, id))
    .orderBy(migrationItems.id);

/** Takes a queued migration for this instance; undefined when another has it. */
export async function claimMigration(db: Db, id: number) {
  const [row] = await db
    .update(migrations)
    .set({ status: 'running', leaseUntil: lease })
    .where(and(eq(migrations.id, id), eq(migrations.status, 'queued')))
    .returning({
      filePath: migrations.filePath,
      source: migrations.source,
      fileName: migrations.fileName,
      duplicates: migrations.duplicates,
      activate: migrations.activate,
    });
  return row;
}

export const renewLease = (db: Db, id: number) =>
  db
    .update(migrations)
    .set({ leaseUntil: lease })
    .where(and(eq(migrations.id, id), eq(migrations.status, 'running')));

/** Marks migrations whose instance stopped renewing their lease as failed. */
export const failStaleMigrations = (db: Db) =>
  db
    .update(migrations)
    .set({ status: 'failed', error: RESTARTED, finishedAt: sql`now()`, filePath: null })
    .where(and(inArray(migrations.status, ['queued', 'running']), lt(migrations.leaseUntil, sql`now()`)));

export async function requestCancel(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(migrations)
    .set({ cancelRequested: true })
    .where(eq(migrations.id, id))
    .returning({ id: migrations.id });
  return rows.length > 0;
}

export async function isCancelRequested(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ c: migrations.cancelRequested }).from(migrations).where(eq(migrations.id, id));
  return row?.c ?? true;
}

export const setTotal = (db: Db, id: number, total: number) =>
  db.update(migrations).set({ total }).where(eq(migrations.id, id));

export const finishMigration = (db: Db, id: number, status: 'done' | 'failed' | 'cancelled', error: string | null) =>
  db
    .update(migrations)
    .set({ status, error, finishedAt: sql`now()`, filePath: null, leaseUntil: null })
    .where(eq(migrations.id, id));

export interface ItemRecord {
  name: string;
  entry: string;
  outcome: 'imported' | 'skipped' | 'failed';
  reason: string;
  recipeId: number | null;
  warnings: string[];
}

/**
 * One item and its counters; `done` counts recipes, so refused entries do not move it past `total`.
 * Answers whether a cancel was asked for, read in the same statement (no query of its own per recipe).
 */
export async function recordItem(db: Db, id: number, item: ItemRecord): Promise<boolean> {
  await db.insert(migrationItems).values({ migrationId: id, ...item });
  const counter =
    migrations[item.outcome === 'imported' ? 'imported' : item.outcome === 'skipped' ? 'skipped' : 'failed'];
  const [row] = await db
    .update(migrations)
    .set({ done: sql`${migrations.done} + 1`, [item.outcome]: sql`${counter} + 1` })
    .where(eq(migrations.id, id))
    .returning({ cancel: migrations.cancelRequested });
  return row?.cancel === true;
}

/** What duplicates are judged by: every recipe's id, name and source address. */
export const findRecipeKeys = (db: Db) =>
  db.select({ id: recipes.id, name: recipes.name, url: recipes.url }).from(recipes);

export async function storeImage(db: Db, sha256: string, mime: string, bytes: Buffer) {
  await db.insert(recipeImages).values({ sha256, mime, bytes }).onConflictDoNothing();
}

export async function findImage(db: Db, sha256: string) {
  const [row] = await db
    .select({ mime: recipeImages.mime, bytes: recipeImages.bytes })
    .from(recipeImages)
    .where(eq(recipeImages.sha256, sha256));
  return row;
}

/** Ids of the recipes an export holds, in id order. */
export async function findExportIds(db: Db, active: 'yes' | 'no' | 'both'): Promise<number[]> {
  const where = active === 'both' ? undefined : eq(recipes.isActive, active === 'yes');
  const rows = await db.select({ id: recipes.id }).from(recipes).where(where).orderBy(recipes.id);
  return rows.map((r) => r.id);
}
