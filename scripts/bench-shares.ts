// The public share pages' speed on PostgreSQL with 100,000 recipes (docs/api/doors.md, "The public pages").
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-shares.ts [--recipes 100000] [--requests 2000] [--concurrency 1,8]
//
// Generates the catalogue (scripts/generate-recipes.ts), makes 150 recipe links to random recipes and a
// 100-recipe collection with its link through the API, then has the real app listen on 127.0.0.1 and asks
// for pages over HTTP (undici's fetch, keep-alive): a mix of recipe pages (70%), the collection's page
// (10%), recipes inside it (15%) and dead tokens (5%), uniformly at random. The per-token rate limit is
// raised so that every request is answered (the limiter's write still runs on each). Prints p50/p95/p99
// per page kind and overall for each concurrency. Budget: p95 <= 100 ms. Exits 1 when it fails.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createUser } from '../src/server/test/factories.ts';
import { generateRecipes } from './generate-recipes.ts';

const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    requests: { type: 'string', default: '2000' },
    concurrency: { type: 'string', default: '1,8' },
  },
});
const recipeCount = Number(values.recipes);
const requests = Number(values.requests);
const BUDGET_P95_MS = 100;

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
/** A deterministic pseudo-random sequence, so two runs ask for the same pages. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Run through: node scripts/with-postgres.mjs npx tsx scripts/bench-shares.ts');
  const started = performance.now();
  const url = await generateRecipes(serverUrl, recipeCount);
  console.log(`catalogue of ${recipeCount} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const env = { LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './none', SHARE_RATE_LIMIT: '1000000' };
  const config = { ...loadConfig(env), databaseUrl: url };
  const app = await buildApp({ config, db: handle.db });
  const user = await createUser(app, { username: 'benchsharer' });
  const next = random(42);
  // Active recipes are those whose id is not a multiple of 10 (generate-recipes.ts).
  const activeId = () => {
    const id = 1 + Math.floor(next() * recipeCount);
    return id % 10 === 0 ? id + 1 : id;
  };
  const api = async (method: 'POST' | 'PUT', path: string, payload: object) => {
    const res = await app.inject({ method, url: path, headers: user.auth, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const recipeTokens: string[] = [];
  for (let i = 0; i < 150; i++) recipeTokens.push((await api('POST', '/api/shares', { recipeId: activeId() })).token);
  const collection = await api('POST', '/api/collections', { name: 'Bench collection' });
  const members = [...new Set(Array.from({ length: 120 }, activeId))].slice(0, 100);
  await api('PUT', `/api/collections/${collection.id}/entries`, {
    entries: members.map((recipeId, i) => ({ recipeId, section: i % 25 === 0 ? `Part ${i / 25 + 1}` : undefined })),
  });
  const collectionToken = (await api('POST', '/api/shares', { collectionId: collection.id })).token as string;

  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)];
  const plan = (): { kind: string; path: string; status: number } => {
    const r = next();
    if (r < 0.7) return { kind: 'recipe', path: `/s/${pick(recipeTokens)}`, status: 200 };
    if (r < 0.8) return { kind: 'collection', path: `/s/${collectionToken}`, status: 200 };
    if (r < 0.95) return { kind: 'in collection', path: `/s/${collectionToken}/${pick(members)}`, status: 200 };
    return { kind: 'dead', path: `/s/${'x'.repeat(10)}${Math.floor(next() * 1e12)}AAAA`, status: 404 };
  };

  let failed = false;
  for (const concurrency of values.concurrency.split(',').map(Number)) {
    // Warm-up: prepared statements on every pooled connection, JIT.
    for (let i = 0; i < 200; i++) await fetch(`${base}${plan().path}`).then((r) => r.arrayBuffer());
    const samples = new Map<string, number[]>();
    let sent = 0;
    const worker = async () => {
      while (sent < requests) {
        sent++;
        const { kind, path, status } = plan();
        const t0 = performance.now();
        const res = await fetch(`${base}${path}`);
        await res.arrayBuffer();
        const ms = performance.now() - t0;
        if (res.status !== status) throw new Error(`${path}: ${res.status}, expected ${status}`);
        samples.set(kind, [...(samples.get(kind) ?? []), ms]);
      }
    };
    const t0 = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - t0) / 1000;
    const all = [...samples.values()].flat();
    console.log(
      `\nconcurrency ${concurrency}: ${all.length} requests in ${seconds.toFixed(1)} s (${(all.length / seconds).toFixed(0)}/s), load average ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (const [kind, list] of [...samples, ['all', all] as [string, number[]]]) {
      const [p50, p95, p99] = [50, 95, 99].map((p) => percentile(list, p).toFixed(1));
      console.log(
        `  ${kind.padEnd(14)} n=${String(list.length).padStart(5)}  p50 ${p50} ms  p95 ${p95} ms  p99 ${p99} ms`,
      );
    }
    const p95 = percentile(all, 95);
    if (p95 > BUDGET_P95_MS) failed = true;
    console.log(`  budget p95 <= ${BUDGET_P95_MS} ms: ${p95 <= BUDGET_P95_MS ? 'met' : 'MISSED'}`);
  }
  await app.close();
  await handle.close();
  process.exit(failed ? 1 : 0);
}

await main();
