import type { FastifyInstance } from 'fastify';

/**
 * Wraps the start of background work (pollers, listeners) as an onReady hook that waits for
 * `databaseReady`: an app listens before its migrations run (start-server.ts), and a poll before
 * them would query tables that do not exist yet. Without `databaseReady` the work starts with the
 * app. Work that has not started when the app closes never starts; one starting is waited for.
 */
export function startsAfterMigrations(app: FastifyInstance, databaseReady: Promise<void> | undefined) {
  let closing = false;
  const starting = new Set<Promise<void>>();
  app.addHook('preClose', async () => {
    closing = true;
    await Promise.all(starting);
  });
  return (start: () => void | Promise<void>) => async () => {
    if (!databaseReady) return start();
    const started = databaseReady
      .then(() => (closing ? undefined : start()))
      .catch((err: unknown) => app.log.warn({ err }, 'background work did not start'))
      .finally(() => starting.delete(started));
    starting.add(started);
  };
}
