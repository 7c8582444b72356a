import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDatabase } from './db/seed/index.ts';
import { buildApp } from './app.ts';
import { mkdirSync } from 'node:fs';
import { startEmbeddedDatabase } from './db/embedded-postgres.ts';

/** Reads config, migrates, seeds, listens, and shuts down cleanly on SIGINT and SIGTERM. */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl && config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  let ready = false;
  const embedded = await startEmbeddedDatabase(config);
  const databaseUrl = config.databaseUrl ?? embedded?.url;
  const handle = await openDatabase({ databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, db: handle.db, isDatabaseReady: () => ready });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    try {
      await app.close();
    } finally {
      await handle.close();
      await embedded?.stop();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await runMigrations(handle, databaseUrl);
  await seedDatabase(handle.db, config, app.log);
  await app.deps.sessions.purgeExpired();
  ready = true;
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
