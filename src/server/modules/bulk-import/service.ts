import type { FastifyBaseLogger } from 'fastify';
import { BulkImportLimits, type BulkItem, type BulkJob } from '#domain/bulk-import.ts';
import type { RecipeDraft } from '#domain/recipe-draft.ts';
import type { LineParser } from '#domain/recipe-lines.ts';
import type { Db } from '../../db/client.ts';
import { runsInProcess } from '../../db/sql-adapter.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../lib/errors.ts';
import { createFetchLimiter } from './fetch-limiter.ts';
import { importItem } from './import-item.ts';
import { createSavePacer } from './save-pacer.ts';
import { createItemQueue } from './item-queue.ts';
import * as repo from './repository.ts';
import { urlKey } from './url-key.ts';

/** How often an instance looks for unfinished jobs (another instance's, or its own after a restart). */
const SWEEP_MS = 15_000;

export interface BulkImportDeps {
  db: Db;
  log: FastifyBaseLogger;
  parseLine: LineParser;
  /** IMPORT_TIMEOUT_MS: the longest one fetch takes. */
  fetchTimeoutMs: number;
  readLink: (url: string) => Promise<{ finalUrl: string; recipe: RecipeDraft }>;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const present = (row: NonNullable<Awaited<ReturnType<typeof repo.findJob>>>): BulkJob => ({
  ...row,
  status: row.status as BulkJob['status'],
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
});

/** Each link with its duplicate key and, when an earlier link has the same key, that link's position. */
function itemsOf(urls: string[]): repo.NewItem[] {
  const first = new Map<string, number>();
  return urls.map((url, position) => {
    const key = urlKey(url);
    const sameAs = key === null ? null : (first.get(key) ?? null);
    if (key !== null && sameAs === null) first.set(key, position);
    return { url, urlKey: key, sameAs };
  });
}

/** Many recipe links imported in the background (docs/api/bring-in.md, "Many links at once"). */
export function createBulkImportService(deps: BulkImportDeps) {
  const { db, log } = deps;
  let closing = false;
  let sweepTimer: NodeJS.Timeout | undefined;
  let pacer: ReturnType<typeof createSavePacer> | undefined;
  const itemDeps = {
    db,
    parseLine: deps.parseLine,
    readLink: deps.readLink,
    limiter: createFetchLimiter(),
    stopping: () => closing,
    started: new Set<number>(),
    onSaveError: (err: unknown, item: { jobId: number; url: string }) =>
      log.warn({ err, bulkImportId: item.jobId, url: item.url }, 'an imported recipe could not be stored'),
    // Which engine is asked at the first save: building the app touches no database.
    pace: <T>(save: () => Promise<T>) => (pacer ??= createSavePacer(runsInProcess(db)))(save),
  };
  const queue = createItemQueue({
    db,
    log,
    fetchTimeoutMs: deps.fetchTimeoutMs,
    handle: (item) => importItem(itemDeps, item),
  });

  // Jobs whose links this instance has queued: queued once, pg-boss keeps them (retries, expiry) from then on.
  const queued = new Set<number>();

  /** Queues the pending links of unfinished jobs this instance has not queued yet (posted elsewhere, or before a restart). */
  async function sweep(): Promise<void> {
    const pending = (await repo.findPendingWork(db)).filter((item) => !queued.has(item.jobId));
    await queue.add(pending);
    for (const item of pending) queued.add(item.jobId);
  }

  return {
    /** Keeps the job and its links, then queues the links; answers the job as kept. */
    async start(urls: string[]): Promise<BulkJob> {
      const list = itemsOf(urls);
      const job = await inTransaction(db, (t) => repo.insertJob(t, list));
      const refs = list.flatMap((item, position) =>
        item.sameAs === null ? [{ jobId: job.id, position, url: item.url }] : [],
      );
      await queue.add(refs);
      queued.add(job.id);
      return present(job);
    },

    list: async (): Promise<BulkJob[]> => (await repo.listJobs(db, BulkImportLimits.listedJobs)).map(present),

    async get(id: number): Promise<{ job: BulkJob; items: BulkItem[] }> {
      const job = await repo.findJob(db, id);
      if (!job) throw notFound('Bulk import not found');
      const items = await repo.findItems(db, id);
      return { job: present(job), items: items.map((i) => ({ ...i, outcome: i.outcome as BulkItem['outcome'] })) };
    },

    async cancel(id: number): Promise<void> {
      if (!(await repo.cancelJob(db, id))) throw notFound('Bulk import not found');
    },

    /** Picks up unfinished jobs now and every SWEEP_MS; errors (a database not migrated yet) wait for the next. */
    startWorker(): void {
      const run = () =>
        void sweep().catch((err: unknown) => {
          if (!closing) log.debug({ err }, 'bulk import: unfinished jobs not picked up yet');
        });
      run();
      sweepTimer = setInterval(run, SWEEP_MS);
      sweepTimer.unref();
    },

    /** Stops taking links; the links in hand finish, the rest wait in the database for the next run. */
    async close(): Promise<void> {
      closing = true;
      clearInterval(sweepTimer);
      await queue.stop();
    },
  };
}
export type BulkImportService = ReturnType<typeof createBulkImportService>;
