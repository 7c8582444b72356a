import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { addViews } from './repository.ts';

/**
 * Views of share pages, added to the database once a second (the contract allows 5 s), so a busy link
 * costs one write a second instead of one a view. Increments add up, so any number of instances may count.
 */
export function createViewCounter(db: Db, log: FastifyBaseLogger, flushEveryMs = 1000) {
  const pending = new Map<number, { views: number; at: Date }>();
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    timer = undefined;
    const batch = [...pending];
    pending.clear();
    for (const [id, { views, at }] of batch) {
      await addViews(db, id, views, at).catch((err: unknown) => log.warn({ err, shareId: id }, 'share views lost'));
    }
  }

  return {
    count(id: number, at: Date) {
      const entry = pending.get(id);
      pending.set(id, { views: (entry?.views ?? 0) + 1, at });
      timer ??= setTimeout(() => void flush(), flushEveryMs).unref();
    },
    /** Writes what is pending now (app close). */
    async close() {
      if (timer) clearTimeout(timer);
      await flush();
    },
  };
}
