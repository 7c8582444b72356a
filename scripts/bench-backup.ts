// The backup and restore step of `npm run bench` (docs/decisions/backups.md): on a PostgreSQL catalogue (scripts/generate-recipes.ts),
// a backup made by the running server (POST /api/admin/backups) and a restore with `npm run restore` into a
// new database, each timed, with the peak memory (RSS, sampled every 20 ms) over the server's idle RSS.
// On its own (builds the server and a catalogue on a throw-away PostgreSQL):
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-backup.ts [--recipes 100000]
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { generateRecipes } from './generate-recipes.ts';
import { waitForOk } from './lib/wait-for-ok.ts';

export interface BackupBenchFigures {
  rows: number;
  bytes: number;
  idleMb: number;
  backup: { seconds: number; peakMb: number };
  restore: { seconds: number; peakMb: number };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0; // the process has just exited
  }
};

/** Samples a process's RSS until stopped; answers the highest seen. */
function sampleRss(pid: number) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

const withClient = async <T>(url: string, use: (c: pg.Client) => Promise<T>) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
};

const exited = (child: ChildProcess) =>
  new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? 1)));

/**
 * Times a backup made by the server on `databaseUrl` and a restore of it into a new database on `serverUrl`.
 * `server` is the built server (dist/server/main.js).
 */
export async function benchBackup(serverUrl: string, databaseUrl: string, server: string): Promise<BackupBenchFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'hk-bench-backup-'));
  const token = newToken();
  await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query(
      `insert into users (username, first_name, last_name, email, phone_num, gender, password_hash, is_admin)
       values ('benchadmin', 'Bench', 'Admin', 'bench-admin@example.com', '5551234567', 'other', 'not-a-hash', true) returning id`,
    );
    await c.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
      rows[0].id,
      hashToken(token),
    ]);
  });
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, SEED_DEMO: 'false', BACKUP_DIR: dir };
  for (const name of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'LOG_LEVEL', 'DATABASE_ENGINE', 'BACKUP_PASSPHRASE'])
    delete env[name];
  const child = spawn(process.execPath, [server], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', BACKUP_SCHEDULE: 'off' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const restoredName = 'hk_bench_restored';
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/health`);
    // Idle: started, one request answered, a moment to settle.
    await sleep(2000);
    const idleMb = rssMb(child.pid!);

    const stopBackup = sampleRss(child.pid!);
    let at = performance.now();
    const made = await fetch(`${base}/api/admin/backups`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const backupSeconds = (performance.now() - at) / 1000;
    const backupPeak = stopBackup();
    if (made.status !== 201) throw new Error(`backup: ${made.status} ${await made.text()}`);
    const info = (await made.json()) as { name: string; counts: Record<string, number> };
    const file = join(dir, info.name);

    await withClient(serverUrl, async (c) => {
      await c.query(`drop database if exists ${restoredName} with (force)`);
      await c.query(`create database ${restoredName}`);
    });
    const restoredUrl = new URL(serverUrl);
    restoredUrl.pathname = `/${restoredName}`;
    // One process (node --import tsx), so that its RSS is the restore's own.
    const restore = spawn(process.execPath, ['--import', 'tsx', 'scripts/restore.ts', file], {
      env: { ...env, DATABASE_URL: restoredUrl.toString() },
      stdio: ['ignore', process.env.BENCH_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
    });
    const stopRestore = sampleRss(restore.pid!);
    at = performance.now();
    const code = await exited(restore);
    const restoreSeconds = (performance.now() - at) / 1000;
    const restorePeak = stopRestore();
    if (code !== 0) throw new Error(`restore exited with ${code}`);
    const restoredRecipes = await withClient(restoredUrl.toString(), async (c) =>
      Number((await c.query('select count(*) as n from recipes')).rows[0].n),
    );
    if (restoredRecipes !== info.counts.recipes)
      throw new Error(`restored ${restoredRecipes} recipes of ${info.counts.recipes}`);
    return {
      rows: Object.values(info.counts).reduce((a, b) => a + b, 0),
      bytes: statSync(file).size,
      idleMb,
      backup: { seconds: backupSeconds, peakMb: backupPeak - idleMb },
      restore: { seconds: restoreSeconds, peakMb: restorePeak - idleMb },
    };
  } finally {
    child.kill('SIGTERM');
    await exited(child);
    await withClient(serverUrl, (c) => c.query(`drop database if exists ${restoredName} with (force)`)).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatBackupFigures(recipes: number, f: BackupBenchFigures): string {
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  return [
    `Backup and restore of ${recipes} recipes on PostgreSQL (${f.rows} rows, a ${(f.bytes / 1024 / 1024).toFixed(1)} MB archive); server idle RSS ${mb(f.idleMb)}`,
    '| step | wall time | peak RSS over the server idle |',
    '| --- | --- | --- |',
    `| backup (POST /api/admin/backups, in the server) | ${f.backup.seconds.toFixed(1)} s | ${mb(f.backup.peakMb)} |`,
    `| restore (npm run restore, its own process) | ${f.restore.seconds.toFixed(1)} s | ${mb(f.restore.peakMb)} |`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const { values } = parseArgs({ options: { recipes: { type: 'string', default: '100000' } } });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error('Set TEST_DATABASE_URL, e.g. node scripts/with-postgres.mjs npx tsx scripts/bench-backup.ts');
    process.exit(2);
  }
  const recipes = Number(values.recipes);
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const url = await generateRecipes(serverUrl, recipes);
  console.log(formatBackupFigures(recipes, await benchBackup(serverUrl, url, 'dist/server/main.js')));
}
