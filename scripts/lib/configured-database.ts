import { loadConfig, type AppConfig } from '../../src/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import { startEmbeddedDatabase } from '../../src/server/db/embedded-postgres.ts';

/**
 * Opens the database the server would use (DATABASE_URL, else the embedded one in DATA_DIR), for a
 * command run with the server stopped; `use` runs with it and everything is closed afterwards.
 */
export async function withConfiguredDatabase<T>(
  use: (handle: DatabaseHandle, config: AppConfig) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const embedded = await startEmbeddedDatabase(config);
  const databaseUrl = config.databaseUrl ?? embedded?.url;
  const handle = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : config.dataDir });
  try {
    return await use(handle, config);
  } finally {
    await handle.close();
    await embedded?.stop();
  }
}
