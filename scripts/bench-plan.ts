// The meal plan's speed on PostgreSQL (docs/decisions/meal-plan.md): 100,000 recipes and a year of plan entries.
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-plan.ts [--recipes 100000] [--owners 300]
//
// Generates the catalogue (scripts/generate-recipes.ts), gives a bench user and `owners` other households a
// year of entries each (breakfast, lunch and dinner, in SQL), then times through the real app in process
// (app.inject: routing, validation, service, SQL, serialisation; no socket): reading a week (p50/p99 of
// 400 reads of random weeks), filling a week's three meals (30 empty weeks) and adding a week to the list
// (30 weeks, the list completed between runs, untimed). Budgets: week p99 <= 20 ms, fill and to-list
// p99 <= 100 ms. Exits 1 when one fails.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { percentile, startCatalogueBench } from './lib/inject-bench.ts';
import { addPlanDays } from '../src/domain/plan-dates.ts';
import { findEntries } from '../src/server/modules/meal-plan/plan-repository.ts';
import { chefsChoiceFilter, findRandomCandidateIds } from '../src/server/modules/recipes/index.ts';

const { values } = parseArgs({
  options: { recipes: { type: 'string', default: '100000' }, owners: { type: 'string', default: '300' } },
});
const recipeCount = Number(values.recipes);
const owners = Number(values.owners);
const YEAR_FROM = '2026-01-05'; // a Monday

async function main() {
  const { url, handle, app, user, close } = await startCatalogueBench('bench-plan.ts', recipeCount, 'benchplanner');

  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const started = performance.now();
  await sql.query(
    `insert into users (username, first_name, last_name, email, phone_num, gender, password_hash)
     select 'owner' || g, 'Bench', 'Owner', 'owner' || g || '@example.com', '5551234567', 'other', 'x'
     from generate_series(1, $1) g`,
    [owners],
  );
  // A year (364 days) of three meals for the bench user and every other household, recipes spread evenly.
  await sql.query(
    `insert into plan_entries (owner_id, date, meal, recipe_id, servings)
     select u.id, $1::date + d, m.meal::meal, 1 + ((u.id * 7919 + d * 31 + m.n * 17) % $2), 4
     from users u cross join generate_series(0, 363) d
       cross join (values (1, 'breakfast'), (2, 'lunch'), (3, 'dinner')) m(n, meal)`,
    [YEAR_FROM, recipeCount],
  );
  await sql.query('vacuum analyze plan_entries');
  const {
    rows: [count],
  } = await sql.query<{ n: string }>('select count(*) as n from plan_entries');
  console.log(`${count.n} plan entries in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  const call = async (method: 'GET' | 'POST', path: string, payload?: object) => {
    const t0 = performance.now();
    const res = await app.inject({ method, url: path, headers: user.auth, payload });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    return { ms, body: res.json() };
  };

  for (let i = 0; i < 50; i++) await call('GET', `/api/plan?from=${addPlanDays(YEAR_FROM, 7 * (i % 52))}&days=7`);
  const reads: number[] = [];
  for (let i = 0; i < 400; i++)
    reads.push((await call('GET', `/api/plan?from=${addPlanDays(YEAR_FROM, 7 * ((i * 17) % 52))}&days=7`)).ms);

  const fills: number[] = [];
  let created = 0;
  for (let w = 0; w < 30; w++) {
    const from = addPlanDays(YEAR_FROM, 7 * (60 + w)); // empty weeks after the planned year
    const { ms, body } = await call('POST', '/api/plan/fill', {
      from,
      days: 7,
      meals: ['breakfast', 'lunch', 'dinner'],
    });
    fills.push(ms);
    created += body.created.length;
  }

  const toList: number[] = [];
  for (let w = 0; w < 30; w++) {
    const { ms } = await call('POST', '/api/plan/to-list', { from: addPlanDays(YEAR_FROM, 7 * w), days: 7 });
    toList.push(ms);
    await call('POST', '/api/lists/current/complete');
  }

  // The SQL alone, without the app, to tell database time from a busy machine.
  const sqlWeek: number[] = [];
  for (let i = 0; i < 400; i++) {
    const from = addPlanDays(YEAR_FROM, 7 * ((i * 13) % 52));
    const t0 = performance.now();
    await findEntries(handle.db, user.id, from, addPlanDays(from, 7));
    sqlWeek.push(performance.now() - t0);
  }
  const sqlPicks: number[] = [];
  const planned = Array.from({ length: 60 }, (_, i) => 1 + i * 997);
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    await findRandomCandidateIds(handle.db, chefsChoiceFilter({}, user.id), 21, planned);
    sqlPicks.push(performance.now() - t0);
  }

  const rows = [
    ['SQL alone: a week of entries (400)', sqlWeek, 20],
    ["SQL alone: 21 picks of chef's choice (30)", sqlPicks, 100],
    ['read a week (GET /api/plan, 400)', reads, 20],
    ['fill a week, 3 meals (30)', fills, 100],
    ['add a week to the list (30)', toList, 100],
  ] as const;
  let failed = false;
  console.log('\n| scenario | p50 (ms) | p99 (ms) | max (ms) | budget p99 | |\n|---|---|---|---|---|---|');
  for (const [name, samples, budget] of rows) {
    const p99 = percentile(samples, 99);
    failed ||= p99 > budget;
    console.log(
      `| ${name} | ${percentile(samples, 50).toFixed(1)} | ${p99.toFixed(1)} | ${Math.max(...samples).toFixed(1)} | ${budget} | ${p99 <= budget ? 'ok' : 'FAIL'} |`,
    );
  }
  console.log(`\nfills created ${created} entries (${30 * 21} slots)`);
  await sql.end();
  await close();
  process.exit(failed ? 1 : 0);
}

await main();
