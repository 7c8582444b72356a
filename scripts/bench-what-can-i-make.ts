// "What can I make" on PostgreSQL (docs/decisions/what-can-i-make.md): 100,000 recipes, 500 pantry items.
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-what-can-i-make.ts [--recipes 100000] [--requests 200]
//
// Generates the catalogue (scripts/generate-recipes.ts: ~8 lines each over 400 foods), reads every recipe's
// needs as the app does at start (fillMissingNeeds, timed), gives a user 500 pantry items over 168 of the
// foods (volume, mass and count amounts, 2 staples), then times through the real app (app.inject) filtered pages with
// cookNow / missingMax, warm and each right after a pantry change (PATCH), and the per-recipe view. Also
// timed: the first filtered list (it builds the household's cover) and the PATCHes (they update it).
// Budget: p95 <= 50 ms for each filtered page. Exits 1 over budget.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { fillMissingNeeds } from '../src/server/modules/recipes/index.ts';
import { createUser } from '../src/server/test/factories.ts';
import { generateRecipes } from './generate-recipes.ts';
import { figures, percentile } from './lib/inject-bench.ts';

const { values } = parseArgs({
  options: { recipes: { type: 'string', default: '100000' }, requests: { type: 'string', default: '200' } },
});
const recipeCount = Number(values.recipes);
const requests = Number(values.requests);
const BUDGET_MS = 50;
const PAGES = [
  'cookNow=true',
  'missingMax=3',
  'missingMax=2',
  'missingMax=2&cuisine=asian',
  'missingMax=1&q=stew',
  'missingMax=3&restriction=vegan&sort=descending',
  'missingMax=2&page=5',
];

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error('Run through: node scripts/with-postgres.mjs npx tsx scripts/bench-what-can-i-make.ts');
  let started = performance.now();
  const url = await generateRecipes(serverUrl, recipeCount);
  console.log(`catalogue of ${recipeCount} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  started = performance.now();
  const read = await fillMissingNeeds(handle.db);
  console.log(`needs of ${read} recipes read in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './none' }), databaseUrl: url };
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  const user = await createUser(app, { username: 'benchcook' });
  const call = async (method: 'GET' | 'PATCH', path: string, payload?: object) => {
    const t0 = performance.now();
    const res = await app.inject({ method, url: path, headers: user.auth, payload });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return { ms, body: res.json() };
  };
  await call('GET', '/api/pantry/locations');

  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  // 166 of the catalogue's foods (every 2nd by use) in each family the lines use (2 l, 1 kg, a count of
  // 20), and 2 staples: 500 items.
  await sql.query(
    `with foods as (
       select food_key, row_number() over (order by count(*) desc, food_key) as n
       from recipe_needs group by food_key
     )
     insert into pantry_items (owner_id, name, food_key, qty, unit, staple, location_id)
     select $1, a.food, a.food, a.qty, a.unit, a.qty is null,
            (select id from pantry_locations where owner_id = $1 and name = 'cupboard')
     from (
       select f.food_key as food, x.qty, x.unit
       from foods f cross join (values (2, 'liter'), (1, 'kilogram'), (20, null)) x(qty, unit)
       where f.n % 2 = 0 and f.n <= 332
       union all select food_key, null, null from foods where n in (1, 3)
     ) a`,
    [user.id],
  );
  await sql.query('vacuum analyze');
  const {
    rows: [counts],
  } = await sql.query(
    `select (select count(*) from pantry_items) as items, (select count(*) from recipe_needs) as needs`,
  );
  console.log(`pantry items ${counts.items}, need rows ${counts.needs}`);
  const { rows: items } = await sql.query<{ id: number; qty: string }>(
    `select id, qty from pantry_items where owner_id = $1 and unit = 'liter' order by id limit 50`,
    [user.id],
  );
  await sql.end();

  // The household's first filtered list builds its cover (docs/decisions/what-can-i-make.md).
  const first = await call('GET', '/api/recipes?cookNow=true');
  console.log(`first filtered list (builds the household's cover): ${first.ms.toFixed(0)} ms`);
  const patches: number[] = [];
  let failed = false;
  for (const query of PAGES) {
    const path = `/api/recipes?${query}`;
    for (let i = 0; i < Math.min(20, requests); i++) await call('GET', path);
    const warm: number[] = [];
    for (let i = 0; i < requests; i++) warm.push((await call('GET', path)).ms);
    const changed: number[] = [];
    for (let i = 0; i < Math.min(50, requests); i++) {
      const item = items[i % items.length]!;
      const patch = await call('PATCH', `/api/pantry/${item.id}`, { qty: Number(item.qty) + (i % 2 === 0 ? 0.5 : 0) });
      patches.push(patch.ms);
      changed.push((await call('GET', path)).ms);
    }
    const { body } = await call('GET', path);
    console.log(`${query}: ${body.count} matches`);
    console.log(`  warm:                ${figures(warm)}`);
    console.log(`  after a pantry change: ${figures(changed)}`);
    if (percentile(warm, 95) > BUDGET_MS || percentile(changed, 95) > BUDGET_MS) failed = true;
  }
  console.log(`PATCH /api/pantry/{id} (updates the cover): ${figures(patches)}`);
  const view: number[] = [];
  for (let i = 0; i < requests; i++)
    view.push((await call('GET', `/api/recipes/${1 + ((i * 7919) % recipeCount)}/pantry?servings=4`)).ms);
  console.log(`GET /api/recipes/{id}/pantry?servings=4: ${figures(view)}`);
  await app.close();
  await handle.close();
  if (failed) {
    console.error(`over budget: p95 > ${BUDGET_MS} ms`);
    process.exit(1);
  }
}

await main();
