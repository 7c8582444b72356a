import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import PQueue from 'p-queue';

/**
 * On PGlite a save's statements run back to back on the app's one thread, and requests wait behind them.
 * So saves go one at a time, each after a turn of the event loop, and each is followed by a rest as long as
 * it took: the import uses at most about half of the database's time and other requests are read between.
 * On PostgreSQL the database is another process and saves run as they come.
 */
export function createSavePacer(inProcess: boolean) {
  if (!inProcess) return <T>(save: () => Promise<T>) => save();
  const lane = new PQueue({ concurrency: 1 });
  return <T>(save: () => Promise<T>): Promise<T> =>
    lane.add(
      async () => {
        await nextTurn();
        const started = performance.now();
        try {
          return await save();
        } finally {
          await sleep(performance.now() - started);
        }
      },
      { throwOnTimeout: true },
    );
}
