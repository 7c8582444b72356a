// The household's cooking orders and filter on PostgreSQL (docs/api/kitchen-loop.md, "Cooked it"):
// sort=lastCooked, sort=timesCooked and notCookedDays at 100,000 recipes and 20,000 cook entries.
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-last-cooked.ts [--recipes 100000] [--entries 20000] [--requests 300]
//
// Generates the catalogue (scripts/generate-recipes.ts), gives a user's household 20,000 cook entries over
// 5,000 recipes and the last 400 days (in SQL), then times pages through the real app (app.inject), warm.
// Budget: p99 <= 25 ms for each page. Exits 1 over budget.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createUser } from '../src/server/test/factories.ts';
import { generateRecipes } from './generate-recipes.ts';
import { figures, percentile } from './lib/inject-bench.ts';

const { values } = parseArgs({
  options: {
    recipes: { type: 'string', default: '100000' },
    entries: { type: 'string', default: '20000' },
    requests: { type: 'string', default: '300' },
  },
});
const recipeCount = Number(values.recipes);
const entries = Number(values.entries);
const requests = Number(values.requests);
const BUDGET_MS = 25;
const PAGES = [
  'sort=lastCooked',
  'sort=timesCooked',
  'notCookedDays=30',
  'notCookedDays=30&sort=lastCooked',
  'sort=lastCooked&cuisine=asian',
  'notCookedDays=30&restriction=vegan&page=3',
  'sort=lastCooked&page=2',
];

/**
 * 20,000 entries by the user over 5,000 recipes spread through the catalogue (its ids are consecutive),
 * dated over 400 days.
 */
async function cookEntries(url: string, userId: number): Promise<void> {
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  await sql.query(
    `insert into cook_log (owner_id, recipe_id, user_id, date, servings)
     select $1, b.lo + (i % 5000) * ($3::int / 5000), $1, current_date - (i * 7919 % 400), 2
     from generate_series(1, $2::int) i, (select min(id) as lo from recipes) b`,
    [userId, entries, recipeCount],
  );
  await sql.query('vacuum analyze');
  const { rows } = await sql.query(
    `select count(*)::int as n, count(distinct recipe_id)::int as recipes from cook_log where owner_id = $1`,
    [userId],
  );
  console.log(`cook entries ${rows[0].n} over ${rows[0].recipes} recipes`);
  await sql.end();
}

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('Run through: node scripts/with-postgres.mjs npx tsx scripts/bench-last-cooked.ts');
  const started = performance.now();
  const url = await generateRecipes(serverUrl, recipeCount);
  console.log(`catalogue of ${recipeCount} recipes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const handle = await openDatabase({ databaseUrl: url, poolSize: 10 });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: './none' }), databaseUrl: url };
  const app = await buildApp({ config, db: handle.db });
  await app.ready();
  const user = await createUser(app, { username: 'benchcook' });
  await cookEntries(url, user.id);

  let failed = false;
  for (const query of PAGES) {
    const path = `/api/recipes?${query}`;
    const call = async () => {
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: path, headers: user.auth });
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return { ms: performance.now() - t0, body: res.json() };
    };
    for (let i = 0; i < 20; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < requests; i++) times.push((await call()).ms);
    console.log(`${query}: ${(await call()).body.count} matches; ${figures(times)}`);
    if (percentile(times, 99) > BUDGET_MS) failed = true;
  }
  await app.close();
  await handle.close();
  if (failed) {
    console.error(`over budget: p99 > ${BUDGET_MS} ms`);
    process.exit(1);
  }
}

await main();
