// Benchmarks GET /api/recipes at 100,000 recipes on PostgreSQL against a bare node:http server that
// sends the same bytes (DESIGN.md budget: p99 < 25 ms at 64 connections, ≥ 40% of bare req/s).
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-recipes.ts [--recipes 100000] [--duration 5] [--connections 64]
//
// The app (built first with scripts/build-server.mjs, then run as `node dist/server/main.js`) and the bare
// server each run in their own Node process; autocannon runs in one of its own per run (lib/load-run.mjs).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadRun } from './lib/load-run.mjs';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { countRecipes, findRecipePage, type RecipeFilter } from '../src/server/modules/recipes/list-repository.ts';
import { hashToken, newToken } from '../src/server/lib/tokens.ts';
import { createRecipeService } from '../src/server/modules/recipes/service.ts';
import { createSessionService } from '../src/server/modules/sessions/service.ts';
import { RecipeListQuerySchema } from '../src/domain/recipe.ts';
import { generateRecipes } from './generate-recipes.ts';
import { waitForOk } from './lib/wait-for-ok.ts';

const { values: args } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '64' },
  },
});
const recipeCount = Number(args.recipes);
const duration = Number(args.duration);
const connections = Number(args.connections);

interface Scenario {
  name: string;
  path: string;
  /** The same query, as the repository sees it, for the SQL timings. */
  filter?: RecipeFilter;
  sort?: 'ascending' | 'descending';
  hideDisliked?: boolean;
  /** Part of the DESIGN.md budget (list, filter, sort); the others are for information. */
  budget: boolean;
}

const scenarios: Scenario[] = [
  { name: 'plain page 1', path: '/api/recipes?page=1', filter: { active: 'yes' }, budget: true },
  {
    name: 'filter cuisine+restriction',
    path: '/api/recipes?page=1&cuisine=asian&restriction=vegan',
    filter: { active: 'yes', cuisine: 'asian', restriction: 'vegan' },
    budget: true,
  },
  {
    name: 'sort descending',
    path: '/api/recipes?page=1&sort=descending',
    filter: { active: 'yes' },
    sort: 'descending',
    budget: true,
  },
  {
    name: 'filters+hideDisliked p3',
    path: '/api/recipes?page=3&cuisine=mexican&appliance=oven&cookTime=30&hideDisliked=true',
    filter: { active: 'yes', cuisine: 'mexican', appliance: 'oven', maxCookTime: 30 },
    hideDisliked: true,
    budget: false,
  },
  // The ceiling for any route that touches the database: one `select 1`, no token, no serialising.
  { name: 'reference: /api/health', path: '/api/health', budget: false },
];

function startProcess(argv: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  // No admin seeding in the measured app.
  delete merged.ADMIN_USERNAME;
  delete merged.ADMIN_PASSWORD;
  const child = spawn(process.execPath, argv, {
    env: merged,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (code !== 0 && signal === null) console.error(`${argv.join(' ')} exited with ${code}`);
  });
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

interface Measured {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function cannon(url: string, headers: Record<string, string>): Promise<Measured> {
  // A short warm-up fills the pools and the JIT; only the second run counts.
  await loadRun({ url, connections, duration: 1, headers });
  const r = await loadRun({ url, connections, duration, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts + r.non2xx,
  };
}

/** Median wall time of a query, in ms, on a quiet server. */
async function timeQuery(run: () => Promise<unknown>, times = 15): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)];
}

/** Microseconds of this process's CPU per call, 16 calls in flight. */
async function nodeCpuPerCall(run: () => Promise<unknown>, calls = 2000): Promise<number> {
  for (let i = 0; i < 100; i++) await run();
  const before = process.cpuUsage();
  let started = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (started++ < calls) await run();
    }),
  );
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Run through: node scripts/with-postgres.mjs npx tsx scripts/bench-recipes.ts');

  const started = performance.now();
  const url = await generateRecipes(serverUrl, recipeCount);
  console.log(
    `catalogue of ${recipeCount} recipes generated in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // A signed-in user with 50 dislikes, written straight to the tables.
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const token = newToken();
  const {
    rows: [user],
  } = await sql.query<{ id: number }>(
    `insert into users (username, first_name, last_name, email, phone_num, gender, password_hash)
    values ('benchuser', 'Bench', 'User', 'bench@example.com', '5551234567', 'other', 'not-a-hash') returning id`,
  );
  await sql.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [
    user.id,
    hashToken(token),
  ]);
  await sql.query(`insert into dislikes (user_id, recipe_id) select $1::int, id from recipes where id % 2000 = 7`, [
    user.id,
  ]);
  await sql.end();
  const headers = { authorization: `Bearer ${token}` };

  // What each scenario costs in SQL alone: the page query, and the count the app keeps for a few seconds.
  const handle = await openDatabase({ databaseUrl: url, poolSize: 1 });
  const sqlTimes = new Map<string, { page: number; count: number }>();
  for (const s of scenarios) {
    if (!s.filter) continue;
    const filter = s.filter;
    const page = Number(new URL(s.path, 'http://x').searchParams.get('page') ?? 1);
    sqlTimes.set(s.name, {
      page: await timeQuery(() =>
        findRecipePage(handle.db, filter, {
          page,
          sort: s.sort,
          hideDislikedFor: s.hideDisliked ? user.id : undefined,
        }),
      ),
      count: await timeQuery(() => countRecipes(handle.db, filter)),
    });
  }
  // Node CPU per call of the two things every list request does: resolve the token, fetch the page.
  // Without the session cache: what a request costs when its token is not cached (the first in 5 s).
  const sessions = createSessionService(handle.db, 24, { cacheTtlMs: 0 });
  const service = createRecipeService(handle.db);
  const sessionUser = (await sessions.resolve(token))!;
  const cpuPerCall = {
    session: await nodeCpuPerCall(() => sessions.resolve(token)),
    listPlain: await nodeCpuPerCall(() => service.list(RecipeListQuerySchema.parse({}), sessionUser)),
    listFilter: await nodeCpuPerCall(() =>
      service.list(RecipeListQuerySchema.parse({ cuisine: 'asian', restriction: 'vegan' }), sessionUser),
    ),
  };
  await handle.close();

  const loadBefore = loadavg();
  const appPort = 40_000 + Math.floor(Math.random() * 10_000);
  // The built server, as `npm start` runs it in production (esbuild bundle, no tsx loader).
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const app = startProcess(['dist/server/main.js'], {
    DATABASE_URL: url,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  });
  const results: { s: Scenario; app: Measured; bare?: Measured; bytes: number }[] = [];
  const bodies: Record<string, string> = {};
  try {
    await waitForOk(`http://127.0.0.1:${appPort}/api/health`, {}, 300);
    for (const s of scenarios) {
      const res = await fetch(`http://127.0.0.1:${appPort}${s.path}`, { headers });
      if (!res.ok) throw new Error(`${s.path}: ${res.status} ${await res.text()}`);
      bodies[s.path] = await res.text();
    }
    for (const s of scenarios) {
      results.push({
        s,
        app: await cannon(`http://127.0.0.1:${appPort}${s.path}`, headers),
        bytes: Buffer.byteLength(bodies[s.path]),
      });
    }
  } finally {
    await stop(app);
  }

  // The bare server answers the same bodies from memory.
  const dir = mkdtempSync(join(tmpdir(), 'hk-bench-'));
  const bodiesFile = join(dir, 'bodies.json');
  writeFileSync(bodiesFile, JSON.stringify(bodies));
  const barePort = appPort + 1;
  const bareSource = `
    import { createServer } from 'node:http';
    import { readFileSync } from 'node:fs';
    const bodies = new Map(Object.entries(JSON.parse(readFileSync(${JSON.stringify(bodiesFile)}, 'utf8'))).map(([k, v]) => [k, Buffer.from(v)]));
    createServer((req, res) => {
      const body = bodies.get(req.url) ?? Buffer.from('{}');
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
      res.end(body);
    }).listen(${barePort}, '127.0.0.1');`;
  const bare = startProcess(['--input-type=module', '-e', bareSource], {});
  try {
    await waitForOk(`http://127.0.0.1:${barePort}${scenarios[0].path}`, {}, 300);
    for (const r of results) r.bare = await cannon(`http://127.0.0.1:${barePort}${r.s.path}`, headers);
  } finally {
    await stop(bare);
  }

  console.log(
    `\n${recipeCount} recipes, ${connections} connections, ${duration} s per run; ${cpus().length} cores, load average before ${loadBefore.map((l) => l.toFixed(1)).join(' ')}, after ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  console.log(
    '| scenario | body | SQL page / count (ms) | app req/s | app p50 / p99 (ms) | bare req/s | app / bare | budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  let failed = false;
  for (const { s, app: a, bare: b, bytes } of results) {
    const ratio = b ? a.rps / b.rps : 0;
    const ok = a.p99 < 25 && ratio >= 0.4 && a.errors === 0;
    if (s.budget && !ok) failed = true;
    const t = sqlTimes.get(s.name);
    console.log(
      `| ${s.name} | ${(bytes / 1024).toFixed(1)} KB | ${t ? `${t.page.toFixed(2)} / ${t.count.toFixed(2)}` : '-'} | ${Math.round(a.rps)} | ${a.p50} / ${a.p99} | ${Math.round(b?.rps ?? 0)} | ${(ratio * 100).toFixed(0)}% | ${s.budget ? (ok ? 'pass' : 'FAIL') : 'info'}${a.errors ? ` (${a.errors} errors)` : ''} |`,
    );
  }
  console.log(
    `\nNode CPU per call (µs): token lookup, uncached ${cpuPerCall.session.toFixed(0)}, list page ${cpuPerCall.listPlain.toFixed(0)}, filtered list page ${cpuPerCall.listFilter.toFixed(0)}`,
  );
  console.log(`\n${scenarios.map((s) => `- ${s.name}: GET ${s.path}`).join('\n')}`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
