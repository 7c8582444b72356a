// Benchmarks the item-by-item shopping list at 100,000 recipes on PostgreSQL (bars in docs/performance.md: adding 70
// recipes in one request <= 300 ms; reading a list of 100 recipes <= 50 ms p99; a tick <= 20 ms p99).
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-list.ts [--recipes 100000] [--rounds 200]
//
// The app runs in this process (buildApp, pool of 10) behind a real HTTP listener; each figure is the
// wall time of sequential requests from one client, as a cook's phone makes them.
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { generateRecipes } from './generate-recipes.ts';

const { values: args } = parseArgs({
  options: { recipes: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '200' } },
});
const recipeCount = Number(args.recipes);
const rounds = Number(args.rounds);

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Run under scripts/with-postgres.mjs (TEST_DATABASE_URL)');

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const summary = (samples: number[]) =>
  `median ${percentile(samples, 50).toFixed(1)} ms, p99 ${percentile(samples, 99).toFixed(1)} ms, max ${Math.max(...samples).toFixed(1)} ms (n=${samples.length})`;

const loadBefore = loadavg()
  .map((n) => n.toFixed(1))
  .join(' ');
const started = performance.now();
const url = await generateRecipes(serverUrl, recipeCount);
console.log(`catalogue of ${recipeCount} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const active = new pg.Client({ connectionString: url });
await active.connect();
const { rows } = await active.query<{ id: number }>('select id from recipes where is_active order by id limit 5000');
await active.end();
const recipeIds = rows.map((r) => r.id);

const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './does-not-exist' }),
  dataDir: undefined,
};
const app = await buildApp({ config, db: handle.db });
const base = await app.listen({ port: 0, host: '127.0.0.1' });

let userSeq = 0;
async function newUser(): Promise<Record<string, string>> {
  const name = `bench${Date.now().toString(36)}${userSeq++}`;
  const body = {
    firstName: 'Bench',
    lastName: 'User',
    username: name,
    phoneNum: '5551234567',
    email: `${name}@example.com`,
    password: 'secret123',
    gender: 'other',
  };
  const signup = await fetch(`${base}/api/user/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!signup.ok) throw new Error(`signup ${signup.status} ${await signup.text()}`);
  const login = await fetch(`${base}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: name, password: 'secret123' }),
  });
  const { token } = (await login.json()) as { token: string };
  return { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
}

async function timed(path: string, init: RequestInit): Promise<{ ms: number; body: unknown }> {
  const t0 = performance.now();
  const res = await fetch(`${base}${path}`, init);
  const body = await res.json();
  const ms = performance.now() - t0;
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}`);
  return { ms, body };
}

// 1. Adding 70 recipes in one request, each time on a fresh user's empty list.
const adds: number[] = [];
for (let i = 0; i < 20; i++) {
  const headers = await newUser();
  const recipes = recipeIds.slice(i * 70, i * 70 + 70).map((id) => ({ id }));
  adds.push(
    (await timed('/api/lists/current/recipes', { method: 'POST', headers, body: JSON.stringify({ recipes }) })).ms,
  );
}

// 2. Reading a list of 100 recipes.
const reader = await newUser();
const { body } = await timed('/api/lists/current/recipes', {
  method: 'POST',
  headers: reader,
  body: JSON.stringify({ recipes: recipeIds.slice(3000, 3100).map((id) => ({ id })) }),
});
const list = body as { items: { id: number }[] };
for (let i = 0; i < 20; i++) await timed('/api/lists/current', { headers: reader }); // warm-up
const reads: number[] = [];
for (let i = 0; i < rounds; i++) reads.push((await timed('/api/lists/current', { headers: reader })).ms);

// 3. Ticks on that list, each one a change (alternating ticked and unticked, items in turn).
const ticks: number[] = [];
for (let i = 0; i < rounds; i++) {
  const item = list.items[i % list.items.length]!;
  const checked = Math.floor(i / list.items.length) % 2 === 0;
  ticks.push(
    (
      await timed(`/api/lists/current/items/${item.id}`, {
        method: 'PATCH',
        headers: reader,
        body: JSON.stringify({ checked }),
      })
    ).ms,
  );
}

// 4. The read's one list query alone (recipes and items as JSON), to tell the database's share from the rest.
const { findListPayload } = await import('../src/server/modules/shopping-lists/repository.ts');
const listId = (body as { id: number }).id;
const queries: number[] = [];
for (let i = 0; i < rounds; i++) {
  const t0 = performance.now();
  await findListPayload(handle.db, listId);
  queries.push(performance.now() - t0);
}

console.log(`list of 100 recipes: ${list.items.length} items`);
console.log(`the list query alone: ${summary(queries)}`);
console.log(`add 70 recipes (one request): ${summary(adds)}`);
console.log(`read a list of 100 recipes: ${summary(reads)}`);
console.log(`tick an item: ${summary(ticks)}`);
console.log(`load average before: ${loadBefore}`);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
await app.close();
await handle.close();
