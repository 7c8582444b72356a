// How much memory the server takes while it refuses hostile migration files (docs/performance.md,
// "Migration: hostile files"). Starts the server from source on a throw-away PGlite database (so the
// database's memory counts too), uploads each file to POST /api/admin/migrations as an admin, waits for
// its migration to end, and reports the server's peak RSS over its idle RSS (the kernel's high-water
// mark, VmHWM, reset before the file through /proc/<pid>/clear_refs, and RSS sampled every 20 ms).
// Each file gets a fresh server, so no file's heap growth is counted against the next.
//
//   npx tsx scripts/bench-migration-hostile.ts [--root DIR] [--only NAME]
//
// --root runs the server of another checkout (a copy of an older commit with node_modules linked),
// to measure the same files before a change.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { schemaOrgRecipe, zipOf } from '../src/server/test/factories.ts';
import { waitForOk } from './lib/wait-for-ok.ts';

const MiB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const status = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};

const recipe = schemaOrgRecipe;
const giant = (mib: number) => 'Hostile '.repeat((mib * MiB) / 8);
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** The hostile files, each built only when its turn comes. */
const FILES: { name: string; file: string; make: () => Promise<Buffer> | Buffer }[] = [
  {
    name: 'schema.org, a recipe whose name is 50 MiB',
    file: 'huge-name.json',
    make: () => Buffer.from(JSON.stringify(recipe(giant(50)))),
  },
  { name: '1,000,000 nested arrays', file: 'nested.json', make: () => Buffer.from(nested(1_000_000)) },
  {
    name: 'schema.org, a recipe holding 1,000,000 nested arrays',
    file: 'nested-recipe.json',
    make: () => Buffer.from(`{"@type": "Recipe", "name": "Deep", "recipeIngredient": ${nested(1_000_000)}}`),
  },
  {
    name: '6,000,000 values (`[0,0,…]`, 12 MiB)',
    file: 'values.json',
    make: () => Buffer.from(`[${'0,'.repeat(6_000_000)}0]`),
  },
  {
    name: 'zip of schema.org: a 50 MiB name in an entry',
    file: 'huge-name.zip',
    // Stored, not deflated: deflated, the entry is a zip bomb and is refused as one before it is read.
    make: () => zipOf([['recipes/a.json', JSON.stringify(recipe(giant(50)))]], true),
  },
  {
    name: 'Paprika: a 50 MiB name (gzip in zip)',
    file: 'huge.paprikarecipes',
    make: async () =>
      zipOf([
        [
          'Huge.paprikarecipe',
          gzipSync(JSON.stringify({ uid: 'x', name: giant(50), ingredients: 'rice', directions: 'Cook.' })),
        ],
      ]),
  },
  {
    name: 'KitchenOwl: a 50 MiB description',
    file: 'kitchenowl.json',
    make: () =>
      Buffer.from(JSON.stringify({ name: 'Home', member: ['a'], recipes: [{ name: 'Soup', description: giant(50) }] })),
  },
  {
    name: 'Cooklang: front matter nested 8,000 deep',
    file: 'deep.cook',
    make: () => Buffer.from(`---\ntags: ${nested(8000)}\n---\nCook @rice{1%cup}.`),
  },
  {
    name: 'Cooklang: a 50 MiB recipe text',
    file: 'huge.cook',
    make: () => Buffer.from(`Cook @rice{1%cup}. ${giant(50)}`),
  },
  {
    name: 'control: schema.org, 2,000 ordinary recipes',
    file: 'ordinary.json',
    make: () => Buffer.from(JSON.stringify(Array.from({ length: 2000 }, (_, i) => recipe(`Bench Ordinary Dish ${i}`)))),
  },
];

interface Server {
  pid: number;
  base: string;
  auth: Record<string, string>;
  stop(): Promise<void>;
}

/** The server from source on a fresh PGlite database, with an admin signed in. */
async function startServer(root: string, dir: string): Promise<Server> {
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const base = `http://127.0.0.1:${port}`;
  const admin = { username: 'benchadmin', password: 'bench-admin-pass' };
  const data = mkdtempSync(join(dir, 'data-'));
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ['DATABASE_URL', 'LOG_LEVEL', 'BACKUP_PASSPHRASE', 'MIGRATION_MAX_MB']) delete env[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data,
      DATABASE_ENGINE: 'pglite',
      SEED_DEMO: 'false',
      BACKUP_SCHEDULE: 'off',
      LOG_LEVEL: 'error',
      ADMIN_USERNAME: admin.username,
      ADMIN_PASSWORD: admin.password,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
    rmSync(data, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${base}/api/health`);
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(admin),
    });
    const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    // Warm the migration routes once, so their first load is not counted against the file.
    await fetch(`${base}/api/admin/migrations`, { headers: auth });
    return { pid: child.pid!, base, auth, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

/** Uploads one file and waits for its migration: the answer, the outcome, and the peak RSS over idle. */
async function measure(server: Server, path: string, fileName: string) {
  const { pid, base, auth } = server;
  await sleep(2000);
  const idle = status(pid, 'VmRSS');
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, status(pid, 'VmRSS'))), 20);
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)]), fileName);
  const res = await fetch(`${base}/api/admin/migrations`, { method: 'POST', headers: auth, body: form });
  const body = (await res.json()) as { id?: number; error?: string; details?: { code?: string } };
  let outcome = body.details?.code ?? body.error ?? '';
  if (res.status === 202) {
    for (;;) {
      const report = (await (await fetch(`${base}/api/admin/migrations/${body.id}`, { headers: auth })).json()) as {
        migration: { status: string; imported: number; failed: number };
        items: { reason: string }[];
      };
      const m = report.migration;
      if (['done', 'failed', 'cancelled'].includes(m.status)) {
        const why = m.failed ? ` (${report.items.find((i) => i.reason)?.reason.slice(0, 60)}…)` : '';
        outcome = `${m.status}: ${m.imported} imported, ${m.failed} failed${why}`;
        break;
      }
      await sleep(50);
    }
  }
  clearInterval(timer);
  peak = Math.max(peak, status(pid, 'VmHWM'));
  return { status: res.status, outcome, idle, growth: peak - idle };
}

async function main() {
  const { values: args } = parseArgs({ options: { root: { type: 'string' }, only: { type: 'string' } } });
  const root = resolve(args.root ?? '.');
  const dir = mkdtempSync(join(tmpdir(), 'hk-bench-hostile-'));
  try {
    console.log('| file | size | answer | outcome | server idle RSS | peak RSS over idle |');
    console.log('|---|---|---|---|---|---|');
    for (const f of FILES) {
      if (args.only && !f.name.includes(args.only)) continue;
      const bytes = await f.make();
      const path = join(dir, f.file);
      writeFileSync(path, bytes);
      const server = await startServer(root, dir);
      try {
        const r = await measure(server, path, f.file);
        console.log(
          `| ${f.name} | ${(bytes.length / MiB).toFixed(1)} MiB | ${r.status} | ${r.outcome.replaceAll('|', '/')} | ${r.idle.toFixed(0)} MiB | +${r.growth.toFixed(0)} MiB |`,
        );
      } finally {
        await server.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
