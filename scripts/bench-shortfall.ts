// Adding recipes to a list when the pantry holds some of their foods (docs/decisions/shortfall-lists.md), on
// PostgreSQL: 20 recipes in one request against a household pantry of 500 items.
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-shortfall.ts [--recipes 100000] [--rounds 40]
//
// Generates the catalogue (scripts/generate-recipes.ts: 8 lines each over 400 foods, in cups, spoons, ounces and
// counts), gives one household 500 pantry items over 250 of those foods (a volume, a mass or a count each, some
// enough and some short), then through the real app (app.inject) adds 20 recipes to its empty list and completes
// the list, round after round; only the add is timed. The process's resident memory is sampled every 5 ms
// during the timed rounds and compared with its idle figure after the warm-up.
// Budget: an add <= 100 ms (p95), memory <= 50 MB above idle. Exits 1 over budget.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createUser } from '../src/server/test/factories.ts';
import { generateRecipes } from './generate-recipes.ts';
import { figures, percentile } from './lib/inject-bench.ts';

const { values } = parseArgs({
  options: { recipes: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '40' } },
});
const recipeCount = Number(values.recipes);
const rounds = Number(values.rounds);
const BUDGET_MS = 100;
const BUDGET_MB = 50;
const RECIPES_PER_ADD = 20;

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error('Run through: node scripts/with-postgres.mjs npx tsx scripts/bench-shortfall.ts');
const started = performance.now();
const url = await generateRecipes(serverUrl, recipeCount);
console.log(`catalogue of ${recipeCount} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './none' }), databaseUrl: url };
const app = await buildApp({ config, db: handle.db });
await app.ready();
const user = await createUser(app, { username: 'benchshopper' });
const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
  const t0 = performance.now();
  const res = await app.inject({ method, url: path, headers: user.auth, payload });
  const ms = performance.now() - t0;
  if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
  return { ms, body: res.json() };
};
await call('GET', '/api/pantry/locations');

const sql = new pg.Client({ connectionString: url });
await sql.connect();
// 250 of the 400 foods, two items each in one family (2 items of 1 cup, 200 g or a count of 3), so many lines
// are covered in part, some in full, some not at all (foods the pantry lacks).
await sql.query(
  `insert into pantry_items (owner_id, name, food_key, qty, unit, staple, location_id)
   select $1, i.name, i.name, x.qty, x.unit, false,
          (select id from pantry_locations where owner_id = $1 and name = 'cupboard')
   from (select name, row_number() over (order by id) n from ingredients) i
   cross join (values (1, 'cup'), (200, 'gram'), (3, null)) x(qty, unit)
   cross join generate_series(1, 2)
   where i.n <= 250 and x.unit is not distinct from (array['cup', 'gram', null])[1 + i.n % 3]`,
  [user.id],
);
const {
  rows: [{ items }],
} = await sql.query<{ items: string }>('select count(*) as items from pantry_items where owner_id = $1', [user.id]);
const { rows } = await sql.query<{ id: number }>('select id from recipes where is_active order by id limit 4000');
await sql.end();
console.log(`pantry items ${items}`);

const recipeIds = rows.map((r) => r.id);
const addRound = async (round: number) => {
  const recipes = recipeIds.slice(round * RECIPES_PER_ADD, (round + 1) * RECIPES_PER_ADD).map((id) => ({ id }));
  const { ms, body } = await call('POST', '/api/lists/current/recipes', { recipes });
  await call('POST', '/api/lists/current/complete');
  return { ms, reduced: (body.items as { pantry: unknown }[]).filter((item) => item.pantry !== null).length };
};

for (let i = 0; i < 5; i++) await addRound(i);
global.gc?.();
const idle = process.memoryUsage().rss;
let peak = idle;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
const adds: number[] = [];
let reduced = 0;
for (let i = 5; i < 5 + rounds; i++) {
  const round = await addRound(i);
  adds.push(round.ms);
  reduced += round.reduced;
}
clearInterval(sampler);
const aboveIdleMb = (peak - idle) / 2 ** 20;
console.log(`add ${RECIPES_PER_ADD} recipes against ${items} pantry items: ${figures(adds)}`);
console.log(`items reduced by the pantry: ${(reduced / rounds).toFixed(1)} a list on average`);
console.log(
  `memory: idle ${(idle / 2 ** 20).toFixed(0)} MB, peak ${(peak / 2 ** 20).toFixed(0)} MB (+${aboveIdleMb.toFixed(1)} MB)`,
);
await app.close();
await handle.close();
if (percentile(adds, 95) > BUDGET_MS || aboveIdleMb > BUDGET_MB) {
  console.error(`over budget: p95 > ${BUDGET_MS} ms or memory > ${BUDGET_MB} MB above idle`);
  process.exit(1);
}
