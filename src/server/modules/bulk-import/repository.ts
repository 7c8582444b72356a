import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { BulkItemOutcome } from '#domain/bulk-import.ts';
import type { Db } from '../../db/client.ts';
import { bulkImportItems as items, bulkImports as jobs, recipes } from '../../db/schema.ts';

const jobColumns = {
  id: jobs.id,
  status: jobs.status,
  total: jobs.total,
  done: jobs.done,
  imported: jobs.imported,
  duplicate: jobs.duplicate,
  noRecipe: jobs.noRecipe,
  unreachable: jobs.unreachable,
  refused: jobs.refused,
  createdAt: jobs.createdAt,
  startedAt: jobs.startedAt,
  finishedAt: jobs.finishedAt,
};

/** A link to import: its place in the list, its duplicate key and the earlier item it repeats. */
export interface NewItem {
  url: string;
  urlKey: string | null;
  sameAs: number | null;
}

/** A job and its items, written together (the caller's transaction). */
export async function insertJob(db: Db, list: NewItem[]) {
  const [job] = await db.insert(jobs).values({ total: list.length }).returning(jobColumns);
  await db.insert(items).values(list.map((item, position) => ({ ...item, jobId: job.id, position })));
  return job;
}

export const listJobs = (db: Db, limit: number) =>
  db.select(jobColumns).from(jobs).orderBy(desc(jobs.createdAt), desc(jobs.id)).limit(limit);

export async function findJob(db: Db, id: number) {
  const [row] = await db.select(jobColumns).from(jobs).where(eq(jobs.id, id));
  return row;
}

export const findItems = (db: Db, jobId: number) =>
  db
    .select({
      url: items.url,
      outcome: items.outcome,
      reason: items.reason,
      recipeId: items.recipeId,
      warnings: items.warnings,
    })
    .from(items)
    .where(eq(items.jobId, jobId))
    .orderBy(asc(items.position));

/** Cancels a queued or running job; false when there is no such job (a finished one stays as it is). */
export async function cancelJob(db: Db, id: number): Promise<boolean> {
  await db
    .update(jobs)
    .set({ status: 'cancelled', finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), inArray(jobs.status, ['queued', 'running'])));
  return (await findJob(db, id)) !== undefined;
}

/** The items still to fetch of every unfinished job, oldest job first. */
export const findPendingWork = (db: Db) =>
  db
    .select({ jobId: items.jobId, position: items.position, url: items.url })
    .from(items)
    .innerJoin(jobs, eq(jobs.id, items.jobId))
    .where(and(inArray(jobs.status, ['queued', 'running']), eq(items.outcome, 'pending'), isNull(items.sameAs)))
    .orderBy(asc(items.jobId), asc(items.position));

/** Whether an item still waits for its outcome in a job that has not been cancelled. */
export async function isItemOpen(db: Db, jobId: number, position: number): Promise<boolean> {
  const [row] = await db
    .select({ outcome: items.outcome, status: jobs.status })
    .from(items)
    .innerJoin(jobs, eq(jobs.id, items.jobId))
    .where(and(eq(items.jobId, jobId), eq(items.position, position)));
  return row?.outcome === 'pending' && (row.status === 'queued' || row.status === 'running');
}

export const markRunning = (db: Db, jobId: number) =>
  db
    .update(jobs)
    .set({ status: 'running', startedAt: sql`coalesce(${jobs.startedAt}, now())` })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'queued')));

// A stored link as compared for duplicates: no #fragment, scheme and host in lower case (url-key.ts).
const withoutFragment = sql`split_part(${recipes.url}, '#', 1)`;
const storedKey = sql`lower(substring(${withoutFragment} from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*')) || substring(${withoutFragment} from '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]*(.*)$')`;

/** The oldest recipe whose source address has one of these keys. */
export async function findRecipeByUrlKeys(db: Db, keys: string[]): Promise<number | undefined> {
  if (keys.length === 0) return undefined;
  const [row] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(
      sql`${storedKey} in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    )
    .orderBy(asc(recipes.id))
    .limit(1);
  return row?.id;
}

/** Holds these keys until the transaction ends, so two items with one address cannot both save it. */
export async function lockUrlKeys(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  // Class 19 of the app's two-key advisory locks (18: meal-plan fills); taken in order, so two never deadlock.
  const list = sql.join(
    keys.map((k) => sql`${k}`),
    sql`, `,
  );
  await db.execute(
    sql`select pg_advisory_xact_lock(19, h) from (select distinct hashtext(k) as h from unnest(array[${list}]::text[]) as k order by 1) as keys`,
  );
}

export interface Outcome {
  outcome: Exclude<BulkItemOutcome, 'pending'>;
  reason: string | null;
  recipeId: number | null;
  warnings?: string[];
}

type Counter = 'imported' | 'duplicate' | 'noRecipe' | 'unreachable' | 'refused';
const COUNTER_OF: Record<Outcome['outcome'], Counter> = {
  imported: 'imported',
  duplicate: 'duplicate',
  no_recipe: 'noRecipe',
  unreachable: 'unreachable',
  refused: 'refused',
};

/**
 * Gives a pending item its outcome, ends the later items that repeat its link as duplicates, and counts
 * them all on the job (which is done when every item is). False when the item had an outcome already:
 * the caller's transaction then rolls back whatever it saved for it.
 */
export async function recordOutcome(
  db: Db,
  at: { jobId: number; position: number },
  result: Outcome,
  sameReason: string,
): Promise<boolean> {
  const updated = await db
    .update(items)
    .set({
      outcome: result.outcome,
      reason: result.reason,
      recipeId: result.recipeId,
      warnings: result.warnings ?? [],
    })
    .where(and(eq(items.jobId, at.jobId), eq(items.position, at.position), eq(items.outcome, 'pending')))
    .returning({ id: items.id });
  if (updated.length === 0) return false;
  const repeats = await db
    .update(items)
    .set({ outcome: 'duplicate', reason: sameReason, recipeId: result.recipeId })
    .where(and(eq(items.jobId, at.jobId), eq(items.sameAs, at.position), eq(items.outcome, 'pending')))
    .returning({ id: items.id });
  const finished = 1 + repeats.length;
  const add: Record<Counter, number> = {
    imported: 0,
    duplicate: repeats.length,
    noRecipe: 0,
    unreachable: 0,
    refused: 0,
  };
  add[COUNTER_OF[result.outcome]] += 1;
  const plus = (c: Counter) => sql`${jobs[c]} + ${add[c]}`;
  const allDone = sql`${jobs.status} in ('queued', 'running') and ${jobs.done} + ${finished} >= ${jobs.total}`;
  await db
    .update(jobs)
    .set({
      done: sql`${jobs.done} + ${finished}`,
      imported: plus('imported'),
      duplicate: plus('duplicate'),
      noRecipe: plus('noRecipe'),
      unreachable: plus('unreachable'),
      refused: plus('refused'),
      status: sql`case when ${allDone} then 'done' else ${jobs.status} end`,
      finishedAt: sql`case when ${allDone} then now() else ${jobs.finishedAt} end`,
    })
    .where(eq(jobs.id, at.jobId));
  return true;
}
