import { loadConfig } from './config.ts';
import { startEmbeddedDatabase } from './db/embedded-postgres.ts';
import { startServer } from './start-server.ts';

/**
 * Reads config, starts the embedded database when no DATABASE_URL is given, starts the app (waiting for
 * the database if need be), and shuts down cleanly on SIGINT and SIGTERM.
 */
async function main() {
  const config = loadConfig();
  const embedded = await startEmbeddedDatabase(config);
  const server = await startServer({ ...config, databaseUrl: config.databaseUrl ?? embedded?.url });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    server.app.log.info(`${signal} received, shutting down`);
    try {
      await server.close();
    } finally {
      await embedded?.stop();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  server.ready.catch((err) => {
    if (closing) return; // the wait for the database was cut short by the shutdown
    server.app.log.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
