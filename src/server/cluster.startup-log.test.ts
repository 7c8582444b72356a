import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client.ts';
import { startCluster, type Cluster } from './test/cluster.ts';
import { createTestDatabase } from './test/test-app.ts';

/** The pino lines of a process's output, parsed (other lines are skipped). */
function logLines(output: string): { level: number; msg: string }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('three instances starting together', () => {
  let database: DatabaseHandle & { url?: string };
  let cluster: Cluster;
  afterAll(async () => {
    await cluster?.close();
    await database?.close();
  }, 60_000);

  it('log no error or warning while one migrates and the others answer 503 to a health check that polls them', async () => {
    database = await createTestDatabase({ empty: true });
    // startCluster polls /api/health on each instance from its first moment until it answers 200.
    cluster = await startCluster(3, { DATABASE_URL: database.url!, SEED_DEMO: 'true', LOG_LEVEL: 'debug' });
    const lines = cluster.instances.flatMap((app) => logLines(app.output()));
    const startupAnswers = lines.filter((line) => line.msg === 'not ready yet: still starting');
    expect(startupAnswers.length).toBeGreaterThan(0);
    expect(startupAnswers.every((line) => line.level === 20)).toBe(true);
    // Background work (outbox, webhooks, notifications, bulk import) waits for the migrations: no poll
    // meets a missing table.
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  }, 240_000);
});
