import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client.ts';
import { sqlAdapter } from '../../db/sql-adapter.ts';
import type { ItemRef } from './import-item.ts';

const QUEUE = 'bulk-import-item';
/** Workers on one instance and links each takes per poll: 8 in hand, fetched at most 4 at once (fetch-limiter.ts). */
const WORKERS = 4;
const BATCH_SIZE = 2;
/** Idle polling; a link queued on this instance wakes its workers at once, other instances' within this. */
const POLL_SECONDS = 2;

export interface ItemQueueOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** The longest one fetch may take (IMPORT_TIMEOUT_MS): a batch not finished well after it is taken back. */
  fetchTimeoutMs: number;
  handle: (item: ItemRef) => Promise<void>;
}

/**
 * The links to fetch, one pg-boss job each, in the app's own database (PGlite or PostgreSQL) through an
 * executeSql adapter. pg-boss is started at the first use, so an app that never imports in bulk never
 * creates its schema. The queue is 'stately' with the item as singleton key: queuing a link that is
 * already waiting, retried or running is a no-op, so the restart sweep may queue every pending link again.
 */
export function createItemQueue(options: ItemQueueOptions) {
  // Made at the first use: building the app touches no database.
  let adapter: ReturnType<typeof sqlAdapter> | undefined;
  // A link waits for at most the 8 links in hand, 2 from one host at a time: four fetches in a row, plus a
  // margin for the saves.
  // After a crash, its links come back once expired and the next maintenance (every 10 s) sees it: about a
  // minute with the default IMPORT_TIMEOUT_MS.
  const expireInSeconds = Math.ceil((((WORKERS * BATCH_SIZE) / 2) * options.fetchTimeoutMs) / 1000) + 20;
  let starting: Promise<PgBoss> | undefined;
  let stopping = false;
  const workers: string[] = [];

  async function start(): Promise<PgBoss> {
    adapter ??= sqlAdapter(options.db);
    const boss = new PgBoss({ db: adapter, schema: 'pgboss', schedule: false, maintenanceIntervalSeconds: 10 });
    boss.on('error', (err) => options.log.warn({ err }, 'bulk import queue'));
    await boss.start();
    if (!(await boss.getQueue(QUEUE))) {
      await boss
        .createQueue(QUEUE, {
          name: QUEUE,
          policy: 'stately',
          retryLimit: 12,
          retryDelay: 1,
          retryBackoff: true,
          expireInSeconds,
        })
        .catch(async (err: unknown) => {
          // Another instance created it meanwhile.
          if (!(await boss.getQueue(QUEUE))) throw err;
        });
    }
    // Several workers, each with its own small batch: pg-boss takes a worker's next batch only when its
    // whole batch is done, so one worker would leave the fetch slots idle behind a slow host.
    for (let i = 0; i < WORKERS; i++) {
      let workerId = '';
      workerId = await boss.work<ItemRef>(
        QUEUE,
        { batchSize: BATCH_SIZE, pollingIntervalSeconds: POLL_SECONDS },
        async (jobs) => {
          // Thrown, not skipped: pg-boss then fails the jobs, and they are retried by whichever instance runs.
          if (stopping) throw new Error('The server is stopping');
          const results = await Promise.allSettled(jobs.map((job) => options.handle(job.data)));
          // A full batch means more are waiting: poll again at once rather than after the polling interval.
          if (jobs.length === BATCH_SIZE && workerId) boss.notifyWorker(workerId);
          const failed = results.find((r) => r.status === 'rejected');
          if (failed) throw failed.reason;
        },
      );
      workers.push(workerId);
    }
    return boss;
  }

  const boss = () => {
    starting ??= start().catch((err: unknown) => {
      starting = undefined;
      throw err;
    });
    return starting;
  };

  return {
    /** Queues links to fetch; a link already queued stays queued once. */
    async add(refs: ItemRef[]): Promise<void> {
      if (refs.length === 0 || stopping) return;
      const queue = await boss();
      await queue.insert(refs.map((data) => ({ name: QUEUE, data, singletonKey: `${data.jobId}:${data.position}` })));
      for (const id of workers) queue.notifyWorker(id);
    },

    /** Stops taking links, lets the links in hand finish, and hands unfinished ones back to the queue. */
    async stop(): Promise<void> {
      stopping = true;
      const running = await starting?.catch(() => undefined);
      await running?.stop({ graceful: true, close: false, timeout: options.fetchTimeoutMs * 2 });
      await adapter?.settled();
    },
  };
}
