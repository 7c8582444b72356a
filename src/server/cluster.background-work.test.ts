import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { waitUntil } from './test/app-process.ts';
import { describeCluster, useCluster } from './test/cluster-suite.ts';
import { multipartBody, zipOf } from './test/factories.ts';

/** A Mealie bulk export of `count` recipes. */
const mealieExport = (prefix: string, count: number) =>
  zipOf(
    Array.from({ length: count }, (_, i): [string, string] => [
      `recipes/${prefix}${i}/${prefix}${i}.json`,
      JSON.stringify({
        slug: `${prefix}${i}`,
        name: `${prefix} dish ${i}`,
        recipe_yield: '4 servings',
        recipe_ingredient: [{ note: '2 cups flour' }],
        recipe_instructions: [{ text: 'Mix.' }],
      }),
    ]),
  );

const dataDir = mkdtempSync(join(tmpdir(), 'hk-cluster-data-'));
const backupDir = join(dataDir, 'backups');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * docs/decisions/several-instances.md, "Work that runs once": a recipe import started on one instance reads the same from every
 * instance, and a scheduled backup (every 2 seconds here) is written once per slot by three instances.
 */
describeCluster('background work across three instances', () => {
  const suite = useCluster({
    DATA_DIR: dataDir,
    BACKUP_DIR: backupDir,
    BACKUP_SCHEDULE: '*/2 * * * * *',
    BACKUP_KEEP: '1000',
  });

  it('a migration started on one instance reads the same on every instance', async () => {
    const token = await suite.adminToken();
    const [a, b, c] = suite.cluster.instances;
    const body = multipartBody({}, { name: 'mealie.zip', bytes: await mealieExport('cluster', 12) });
    const started = await fetch(`${a!.baseUrl}/api/admin/migrations`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };

    const read = async (path: string) =>
      Promise.all([a, b, c].map(async (via) => (await suite.cluster.call('GET', path, { token, via })).body));
    // Seen from the two others while it runs: each instance answers it, and the same on each at the end.
    await waitUntil('the migration is done on B and C', async () =>
      (await read(`/api/admin/migrations/${id}`))
        .slice(1)
        .every((r) => (r.migration as { status: string }).status === 'done'),
    );
    const reports = await read(`/api/admin/migrations/${id}`);
    expect(reports[0]!.migration).toMatchObject({ status: 'done', total: 12, done: 12, imported: 12 });
    expect(reports[1]).toEqual(reports[0]);
    expect(reports[2]).toEqual(reports[0]);
    const lists = await read('/api/admin/migrations');
    expect(lists[1]).toEqual(lists[0]);
    expect(lists[2]).toEqual(lists[0]);
    // Imported once, not once per instance.
    const { n } = await suite.row<{ n: number }>(
      `select count(*)::int as n from recipes where name like 'cluster dish %'`,
    );
    expect(n).toBe(12);
  });

  it('a scheduled backup is written once per slot, not once per instance', async () => {
    await waitUntil(
      'three scheduled backups finished',
      async () =>
        (await suite.row<{ n: number }>(`select count(*)::int as n from scheduled_runs where finished_at is not null`))
          .n >= 3,
      120_000,
    );
    const runs = await suite.rows<{ slot: string; instance: string; error: string | null }>(
      `select slot::text as slot, instance, error from scheduled_runs where job = 'backup' and finished_at is not null`,
    );
    expect(runs.filter((r) => r.error !== null)).toEqual([]);
    // Read in this order, each count bounds the next: a run is claimed, writes its file, is marked
    // finished, then logged. Three instances writing each slot would log each run three times.
    const written = () =>
      suite.cluster.instances.reduce((n, app) => n + app.output().split('scheduled backup written').length - 1, 0);
    await waitUntil('the finished runs are logged', () => written() >= runs.length);
    const files = readdirSync(backupDir).filter((f) => f.endsWith('.zip')).length;
    const logged = written();
    const { started } = await suite.row<{ started: number }>(
      `select count(*)::int as started from scheduled_runs where job = 'backup'`,
    );
    expect(files).toBeGreaterThanOrEqual(runs.length);
    expect(files).toBeLessThanOrEqual(started);
    expect(logged).toBeLessThanOrEqual(started);
  }, 180_000);

  it('an import whose instance was killed is marked failed by another, and the instance serves after its restart', async () => {
    const token = await suite.adminToken();
    const { cluster } = suite;
    const [a, b] = cluster.instances;
    const body = multipartBody({}, { name: 'big.zip', bytes: await mealieExport('doomed', 400) });
    const started = await fetch(`${a!.baseUrl}/api/admin/migrations`, {
      method: 'POST',
      headers: { ...body.headers, authorization: `Bearer ${token}` },
      body: body.payload,
    });
    expect(started.status).toBe(202);
    const { id } = (await started.json()) as { id: number };
    const onB = async () =>
      (await cluster.call('GET', `/api/admin/migrations/${id}`, { token, via: b })).body.migration as {
        status: string;
        done: number;
        error: string | null;
      };
    await waitUntil('the import runs on A', async () => (await onB()).status === 'running' && (await onB()).done > 0);
    await cluster.kill(0);
    // The lease (30 s) runs out unrenewed; a read on another instance then marks the import failed.
    await waitUntil('B reports the import failed', async () => (await onB()).status === 'failed', 120_000);
    expect(await onB()).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/restarted during the import/),
    });
    const restarted = await cluster.restart(0);
    const again = await cluster.call('GET', `/api/admin/migrations/${id}`, { token, via: restarted });
    expect(again.body.migration).toEqual(await onB());
  }, 240_000);
});
