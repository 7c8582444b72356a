// `npm run bench`: GET routes at 100,000 recipes on PGlite and on PostgreSQL, side by side with /api/health
// (docs/performance.md). Builds the server, fills each database with one INSERT … SELECT generate_series per table
// (scripts/generate-recipes.ts), starts `node dist/server/main.js` at the default LOG_LEVEL and runs
// autocannon per route, as a browser asks (Accept-Encoding: gzip, deflate, br).
//
//   npm run bench -- [--recipes 100000] [--duration 5] [--warmup 1] [--rounds 3] [--connections 64] [--engines postgres,pglite] [--backup no]
//
// Each route runs --rounds times, in turn with the others, and the table shows its median run, with the CPU time
// per request of the app and of PostgreSQL (its processes on this machine), which vary less than req/s.
//
// On PostgreSQL it ends with a backup and a restore of the catalogue (scripts/bench-backup.ts, docs/decisions/backups.md).
//
// PostgreSQL: BENCH_DATABASE_URL (a server where the bench may create database hk_bench), else a
// throw-away cluster (src/server/test/pg-cluster.mjs, port BENCH_PG_PORT or a random one) when PostgreSQL is
// installed, else skipped. Speed figures belong in docs/performance.md, never in tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { benchBackup, formatBackupFigures } from './bench-backup.ts';
import { runMigrationBench } from './bench-migration.ts';
import { catalogueSql, generateRecipes } from './generate-recipes.ts';
import { parseVariants, startServer, variantLabel, type Variant } from './lib/bench-server.ts';
import { createPgCluster, findPgBin } from '../src/server/test/pg-cluster.mjs';
import { loadRun } from './lib/load-run.mjs';
import { canSeePostgres, cpuSeconds, postgresCpuSeconds, rssMb } from './lib/proc-usage.ts';
import { waitForOk } from './lib/wait-for-ok.ts';

const { values: args } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    // Seconds of warm-up per route before the counted run (PGlite needs more: see docs/performance.md).
    warmup: { type: 'string', default: '1' },
    connections: { type: 'string', default: '64' },
    engines: { type: 'string', default: 'postgres,pglite' },
    // Another build of the server to measure (e.g. an older commit's dist/server/main.js), and a log level.
    server: { type: 'string', default: 'dist/server/main.js' },
    'log-level': { type: 'string' },
    // More runs on the same PostgreSQL catalogue, each `server[@LOG_LEVEL]` (A/B of builds or levels).
    compare: { type: 'string', default: '' },
    // Only the routes whose names contain one of these (comma list); the reference always runs.
    routes: { type: 'string', default: '' },
    // The backup and restore step on PostgreSQL (scripts/bench-backup.ts); `--backup no` skips it.
    backup: { type: 'string', default: 'yes' },
    // Every route this many times, in turn with the others; the table shows each route's median run.
    rounds: { type: 'string', default: '3' },
    // The migration's bar (scripts/bench-migration.ts, docs/performance.md): a Mealie backup of this many recipes; 0 skips it.
    'migration-recipes': { type: 'string', default: '1000' },
  },
});
const recipeCount = Number(args.recipes);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const connections = Number(args.connections);
const rounds = Math.max(1, Number(args.rounds));
const engines = args.engines.split(',');
/** The measured routes: one line each. The first is the reference the others are compared with. */
const ROUTES: { name: string; path: string }[] = [
  { name: '/api/health (reference)', path: '/api/health' },
  { name: 'list page 1', path: '/api/recipes?page=1' },
  { name: 'filter', path: '/api/recipes?page=1&cuisine=asian&restriction=vegan' },
  { name: 'filter + hideDisliked', path: '/api/recipes?page=1&cuisine=mexican&cookTime=60&hideDisliked=true' },
  { name: 'page 40', path: '/api/recipes?page=40' },
  { name: 'q, rare word', path: '/api/recipes?page=1&q=77777' },
  { name: 'q, common word', path: '/api/recipes?page=1&q=stew' },
  { name: "a recipe's detail", path: `/api/recipes/${Math.ceil(recipeCount * 0.54321)}` },
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** A signed-in user with 50 dislikes, straight into the tables; answers the bearer token. */
async function addBenchUser(query: (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>) {
  const token = newToken();
  const { rows } = await query(
    `insert into users (username, first_name, last_name, email, phone_num, gender, password_hash)
     values ('benchuser', 'Bench', 'User', 'bench@example.com', '5551234567', 'other', 'not-a-hash') returning id`,
  );
  const userId = (rows[0] as { id: number }).id;
  await query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
    userId,
    hashToken(token),
  ]);
  await query(`insert into dislikes (user_id, recipe_id) select $1::int, id from recipes where id % 2000 = 7`, [
    userId,
  ]);
  return token;
}

async function preparePostgres(serverUrl: string) {
  const url = await generateRecipes(serverUrl, recipeCount);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return { env: { DATABASE_URL: url }, token: await addBenchUser((t, p) => client.query(t, p)) };
  } finally {
    await client.end();
  }
}

async function preparePglite(dir: string) {
  const dataDir = join(dir, 'pglite');
  const handle = await openDatabase({ dataDir });
  await runMigrations(handle, undefined);
  await seedReferenceData(handle.db);
  const client = (
    handle.db as unknown as { $client: { query(t: string, p?: unknown[]): Promise<{ rows: unknown[] }> } }
  ).$client;
  for (const statement of catalogueSql(recipeCount)) await client.query(statement);
  const token = await addBenchUser((t, p) => client.query(t, p));
  await handle.close();
  return { env: { DATABASE_ENGINE: 'pglite', DATA_DIR: dataDir }, token };
}

const mainVariant: Variant = { server: args.server, logLevel: args['log-level'] };
const variants = parseVariants(args.compare);
const wanted = args.routes.split(',').filter(Boolean);
const routes = ROUTES.filter((r, i) => i === 0 || wanted.length === 0 || wanted.some((w) => r.name.includes(w)));

/** Whether this machine shows PostgreSQL's processes, for the CPU column: asked once it runs, then kept. */
let postgresVisible: boolean | undefined;

interface Row {
  engine: string;
  name: string;
  path: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  answered: number;
  /** CPU microseconds per answered request: the app's process, and PostgreSQL's (when it runs here). */
  appCpuUs: number;
  pgCpuUs?: number;
}

async function measure(
  engine: string,
  env: NodeJS.ProcessEnv,
  token: string,
  variant: Variant = mainVariant,
): Promise<{ rows: Row[]; rss: number }> {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const server = startServer(env, port, variant);
  const base = `http://127.0.0.1:${port}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (!variant.identity) headers['accept-encoding'] = 'gzip, deflate, br';
  const rows: Row[] = [];
  try {
    await waitForOk(`${base}/api/health`);
    const runs = new Map<string, Row[]>();
    const measurePg = engine.startsWith('PostgreSQL') && (postgresVisible ??= canSeePostgres());
    for (let round = 1; round <= rounds; round++) {
      for (const route of routes) {
        const check = await fetch(base + route.path, { headers });
        if (!check.ok) throw new Error(`${engine} ${route.path}: ${check.status} ${await check.text()}`);
        // A warm-up run (--warmup s) fills the pool, the prepared statements and the JIT; the second run counts.
        // Requests still queued in the server when autocannon stops are served anyway (PGlite works them
        // off one by one): wait for them before the next run, so that no run inherits another's backlog.
        await loadRun({ url: base + route.path, connections, duration: warmup, headers });
        await waitForOk(`${base}/api/health`);
        const [app0, pg0] = [cpuSeconds(server.pid!), measurePg ? postgresCpuSeconds() : 0];
        const r = await loadRun({ url: base + route.path, connections, duration, headers });
        const [app1, pg1] = [cpuSeconds(server.pid!), measurePg ? postgresCpuSeconds() : 0];
        await waitForOk(`${base}/api/health`);
        const perRequest = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, r.requests.total));
        const row: Row = {
          engine,
          ...route,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx,
          timeouts: r.timeouts,
          answered: r.requests.total,
          appCpuUs: perRequest(app1 - app0),
          pgCpuUs: measurePg ? perRequest(pg1 - pg0) : undefined,
        };
        runs.set(route.name, [...(runs.get(route.name) ?? []), row]);
        console.log(
          `  ${engine} ${route.name} (round ${round}/${rounds}): ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`,
        );
      }
    }
    // Each route's median run by req/s (the runs of one round share the machine's state of the moment).
    for (const route of routes) {
      const sorted = [...runs.get(route.name)!].sort((a, b) => a.rps - b.rps);
      rows.push(sorted[Math.floor(sorted.length / 2)]);
    }
    return { rows, rss: rssMb(server.pid!) };
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
}

async function main() {
  const started = performance.now();
  if (args.server === 'dist/server/main.js')
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'hk-bench-'));
  const results: { engine: string; rows: Row[]; rss: number; note: string }[] = [];
  const loadBefore = loadavg();
  let backupTable: string | undefined;
  try {
    if (engines.includes('postgres')) {
      let serverUrl = process.env.BENCH_DATABASE_URL;
      let cluster: Awaited<ReturnType<typeof createPgCluster>> | undefined;
      if (!serverUrl && findPgBin()) {
        cluster = await createPgCluster({ port: process.env.BENCH_PG_PORT ?? 54_900 + Math.floor(Math.random() * 90) });
        await cluster.start();
        serverUrl = cluster.url;
      }
      if (!serverUrl) console.log('PostgreSQL: skipped (no BENCH_DATABASE_URL and no PostgreSQL installed)');
      else {
        try {
          const at = performance.now();
          const { env, token } = await preparePostgres(serverUrl);
          const note = `catalogue built in ${seconds(at)}`;
          console.log(`PostgreSQL: ${note}`);
          results.push({ engine: 'PostgreSQL', note, ...(await measure('PostgreSQL', env, token)) });
          for (const v of variants) {
            const engine = `PostgreSQL (${variantLabel(v)})`;
            results.push({ engine, note: variantLabel(v), ...(await measure(engine, env, token, v)) });
          }
          if (args.backup !== 'no')
            backupTable = formatBackupFigures(recipeCount, await benchBackup(serverUrl, env.DATABASE_URL, args.server));
        } finally {
          await cluster?.destroy();
        }
      }
    }
    if (engines.includes('pglite')) {
      const at = performance.now();
      const { env, token } = await preparePglite(dir);
      const note = `catalogue built in ${seconds(at)}`;
      console.log(`PGlite: ${note}`);
      results.push({ engine: 'PGlite', note, ...(await measure('PGlite', env, token)) });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' ');
  console.log(
    `\n${recipeCount} recipes, ${connections} connections, ${duration} s per route after ${warmup} s of warm-up, ` +
      `median of ${rounds} rounds (each route's median run by req/s); ` +
      `${variantLabel(mainVariant)}; ${cpus().length} cores; load average before ${load(loadBefore)}, after ${load(loadavg())}; ${seconds(started)} in all\n`,
  );
  console.log(
    '| engine | route | req/s | p50 (ms) | p99 (ms) | % of /api/health | answered | errors / timeouts | app CPU µs/req | PostgreSQL CPU µs/req |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { rows } of results) {
    const health = rows[0].rps;
    for (const r of rows) {
      const share = `${Math.round((100 * r.rps) / health)}%`;
      console.log(
        `| ${r.engine} | ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${share} | ${r.answered} | ${r.errors} / ${r.timeouts} | ${r.appCpuUs} | ${r.pgCpuUs ?? '–'} |`,
      );
    }
  }
  for (const r of results) console.log(`\n${r.engine}: server RSS after the run ${r.rss.toFixed(0)} MB; ${r.note}`);
  console.log(`\n${routes.map((r) => `- ${r.name}: GET ${r.path}`).join('\n')}`);
  if (backupTable) console.log(`\n${backupTable}`);
  if (Number(args['migration-recipes']) > 0)
    console.log(`\n${(await runMigrationBench(Number(args['migration-recipes']))).join('\n')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
