// The app alone in its own process for scripts/bench-events.ts: on PostgreSQL when TEST_DATABASE_URL is
// set (a fresh database on that server), else on in-memory PGlite. Tells the parent its port, and answers
// 'memory' with its heap after a full garbage collection (run with --expose-gc).
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client.ts';
import {
  createMigratedTemplate,
  databaseUrl,
  migratedPglite,
  pgliteHandle,
  withAdminConnection,
} from '../../src/server/test/template-database.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `hk_bench_events_${randomBytes(4).toString('hex')}`;
let handle: DatabaseHandle;
if (serverUrl) {
  await createMigratedTemplate(serverUrl, name);
  handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
} else {
  handle = pgliteHandle(await migratedPglite());
}
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './does-not-exist' }),
  dataDir: undefined,
};
const app = await buildApp({ config, db: handle.db, notifications: handle.notifications });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, engine: handle.kind });

const gc = (globalThis as { gc?: () => void }).gc;
process.on('message', async (message) => {
  if (message === 'memory') {
    for (let i = 0; i < 3; i++) gc?.();
    const { heapUsed, rss } = process.memoryUsage();
    process.send?.({ heapUsed, rss, sockets: await new Promise((r) => app.server.getConnections((_, n) => r(n))) });
  }
  if (message === 'stop') {
    await app.close();
    await handle.close();
    if (serverUrl) {
      await withAdminConnection(serverUrl, (admin) => admin.query(`drop database if exists ${name} with (force)`));
    }
    process.exit(0);
  }
});
