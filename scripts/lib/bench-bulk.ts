// The `bulk` part of scripts/bench-bring-in.ts: 500 recipe links imported by POST /api/recipes/import/bulk from
// a loopback site in this process, while 4 clients ask GET /api/recipes?page=1 and GET /api/health (50 ms
// between requests). The server runs from source (tsx) in its own process on a fresh data folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitForOk } from './wait-for-ok.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const ADMIN = { username: 'benchadmin', password: 'bench-secret-123' };
const THINK_MS = 50;
/** Text around the recipe data, so a page weighs about what a recipe blog's page does (about 60 KiB). */
const FILLER = `<p>${'A story about this dish and the family it comes from. '.repeat(1100)}</p>`;

function page(i: number): string {
  const recipe = {
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: `Bench Soup ${i}`,
    recipeYield: '4 servings',
    totalTime: 'PT40M',
    recipeIngredient: ['2 cups stock', '1 onion, diced', '2 cloves garlic', '1 tbsp olive oil', '1 tsp salt'],
    recipeInstructions: ['Chop the onion and garlic.', 'Soften them in the oil.', 'Add the stock and simmer.'],
    keywords: 'soup, easy',
  };
  return `<!doctype html><html><head><title>Bench Soup ${i}</title>
<script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body>${FILLER}</body></html>`;
}

/** One page per path /r/<i> on each of the hosts, all on one port. */
async function startSite(hosts: string[]): Promise<{ port: number; servers: Server[] }> {
  const servers = hosts.map(() =>
    createServer((req, res) => {
      const i = Number(/^\/r\/(\d+)$/.exec(req.url ?? '')?.[1] ?? NaN);
      if (Number.isNaN(i)) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(i));
    }),
  );
  await new Promise<void>((resolve) => servers[0].listen(0, hosts[0], resolve));
  const port = (servers[0].address() as AddressInfo).port;
  for (const server of servers.slice(1))
    await new Promise<void>((r) => server.listen(port, hosts[servers.indexOf(server)], r));
  return { port, servers };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

/** Runs the bench; answers its figures as lines of text. */
export async function benchBulk(links = 500, hostCount = 4, engine?: string): Promise<string> {
  const hosts = Array.from({ length: hostCount }, (_, i) => `127.0.0.${i + 1}`);
  const site = await startSite(hosts);
  const dir = mkdtempSync(join(tmpdir(), 'hk-bench-bulk-'));
  const port = 40_000 + Math.floor(Math.random() * 10_000);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    SEED_DEMO: 'false',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    IMPORT_ALLOWED_HOSTS: hosts.join(','),
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  if (engine) env.DATABASE_ENGINE = engine;
  else delete env.DATABASE_ENGINE;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(`${base}/api/health`);
    const login = await fetch(`${base}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    if (!login.ok) throw new Error(`login: ${login.status} ${await login.text()}`);
    const auth = { authorization: `Bearer ${(await login.json()).token}` };
    const urls = Array.from({ length: links }, (_, i) => `http://${hosts[i % hosts.length]}:${site.port}/r/${i}`);

    const paths = ['/api/recipes?page=1', '/api/health'];
    let latencies: Record<string, number[]> = {};
    let running = true;
    let errors = 0;
    const client = async () => {
      while (running)
        for (const path of paths) {
          const at = performance.now();
          const r = await fetch(base + path, { headers: auth });
          await r.arrayBuffer();
          if (!r.ok) errors++;
          (latencies[path] ??= []).push(performance.now() - at);
          await sleep(THINK_MS);
        }
    };
    const summary = (label: string) =>
      Object.entries(latencies).map(([path, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return (
          `  ${label} GET ${path}: ${sorted.length} answered, p50 ${percentile(sorted, 50).toFixed(0)} ms, ` +
          `p99 ${percentile(sorted, 99).toFixed(0)} ms`
        );
      });
    // The same clients for 10 s before the import: the machine's own figures at this load, to compare with.
    const clients = Array.from({ length: 4 }, client);
    await sleep(10_000);
    const before = summary('before, for 10 s:');
    latencies = {};
    const started = performance.now();
    const res = await fetch(`${base}/api/recipes/import/bulk`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ urls }),
    });
    if (res.status !== 202) throw new Error(`POST: ${res.status} ${await res.text()}`);
    const { id } = await res.json();
    let job: Record<string, unknown> = {};
    while (!['done', 'cancelled'].includes(String(job.status))) {
      await sleep(500);
      job = (await (await fetch(`${base}/api/recipes/import/bulk/${id}`, { headers: auth })).json()).job;
    }
    const seconds = (performance.now() - started) / 1000;
    running = false;
    await Promise.all(clients);
    const lines = [
      `bulk: ${links} loopback links on ${hostCount} host(s), engine ${engine ?? 'default (embedded PostgreSQL)'}: ` +
        `${job.status}, ${job.imported} imported, ${job.duplicate} duplicate, ${job.noRecipe} without a recipe, ` +
        `${job.unreachable} unreachable, ${job.refused} refused, in ${seconds.toFixed(1)} s`,
      ...before,
      ...summary('meanwhile'),
      `  errors: ${errors}`,
    ];
    return lines.join('\n');
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
    for (const s of site.servers) {
      s.closeAllConnections();
      s.close();
    }
  }
}
