// Fills a PostgreSQL database with a synthetic catalogue for benchmarks, in SQL (generate_series).
//
//   node scripts/with-postgres.mjs npx tsx scripts/generate-recipes.ts [count]
//
// Creates (or recreates) the database `hk_bench` on the server named by TEST_DATABASE_URL, migrates
// it, seeds the tag lists and inserts `count` recipes (default 100,000) with tags and ~8 lines each.
import pg from 'pg';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { seedReferenceData } from '../src/server/db/seed/reference-data.ts';

export const BENCH_DATABASE = 'hk_bench';

/** Statements that build the catalogue; every choice is a deterministic function of the row number. */
function catalogueSql(count: number): string[] {
  return [
    // Bulk load: skip the per-row foreign-key triggers (the rows are correct by construction). Needs a
    // superuser, which the throw-away server of with-postgres.mjs provides.
    'set session_replication_role = replica',
    `insert into ingredients (name) select 'ingredient ' || g from generate_series(1, 400) g on conflict do nothing`,
    // About 90% active; servings 1–12; cook time 5–180 minutes.
    `insert into recipes (name, url, img, servings, cook_time, is_active)
       select 'Recipe ' || g || ' ' || (array['stew','salad','curry','pie','soup','tacos','bowl','pasta'])[1 + g % 8],
              'https://www.example.com/recipes/' || g,
              '/images/cuisines/other.svg',
              1 + (g * 7) % 12,
              5 + (g * 13) % 176,
              g % 10 <> 0
       from generate_series(1, ${count}) g`,
    // One or two cuisines each.
    `insert into recipe_cuisines (recipe_id, cuisine_id)
       select distinct r.id, t.ids[1 + k]
       from recipes r, (select array_agg(id order by id) ids from cuisines) t,
            unnest(case when r.id % 3 = 0 then array[r.id % 10, (r.id * 7 + 3) % 10] else array[r.id % 10] end) k`,
    // Each restriction on roughly a quarter of the recipes.
    `insert into recipe_restrictions (recipe_id, restriction_id)
       select r.id, x.id from recipes r cross join restrictions x
       where (r.id * (x.id + 3) + x.id) % 7 < 2`,
    // One appliance each, a second one for a third of them.
    `insert into recipe_appliances (recipe_id, appliance_id)
       select distinct r.id, t.ids[1 + k]
       from recipes r, (select array_agg(id order by id) ids from appliances) t,
            unnest(case when r.id % 3 = 1 then array[r.id % 6, (r.id / 6 + 1) % 6] else array[r.id % 6] end) k`,
    // The line as written (text, required since migration 0003) is its parts joined.
    `insert into line_items (recipe_id, ingredient_id, qty, measurement, text, position)
       select r.id, i.id, l.qty, l.measurement, l.qty || ' ' || l.measurement || ' ' || i.name, p
       from recipes r cross join generate_series(0, 7) p
       cross join lateral (select (1 + (r.id + p) % 8) * 0.25 as qty,
                                  (array['cups','tbsp','tsp','whole','ounces','to taste'])[1 + (r.id + p) % 6] as measurement,
                                  (select min(id) from ingredients) + (r.id * 31 + p * 17) % 400 as ingredient_id) l
       join ingredients i on i.id = l.ingredient_id`,
    'set session_replication_role = default',
    'vacuum analyze',
  ];
}

/** Recreates the bench database with `count` recipes; returns its URL. */
export async function generateRecipes(serverUrl: string, count = 100_000): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`);
  await admin.query(`create database ${BENCH_DATABASE}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
  await runMigrations(handle, url.toString());
  await seedReferenceData(handle.db);
  await handle.close();

  const sql = new pg.Client({ connectionString: url.toString() });
  await sql.connect();
  try {
    for (const statement of catalogueSql(count)) {
      const started = performance.now();
      await sql.query(statement);
      if (process.env.BENCH_VERBOSE)
        console.log(`${(performance.now() - started).toFixed(0)} ms: ${statement.slice(0, 60)}`);
    }
  } finally {
    await sql.end();
  }
  return url.toString();
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error('Set TEST_DATABASE_URL, e.g. node scripts/with-postgres.mjs npx tsx scripts/generate-recipes.ts');
    process.exit(2);
  }
  const count = Number(process.argv[2] ?? 100_000);
  const started = performance.now();
  const url = await generateRecipes(serverUrl, count);
  const sql = new pg.Client({ connectionString: url });
  await sql.connect();
  const {
    rows: [row],
  } = await sql.query(`select (select count(*) from recipes) as recipes, (select count(*) from line_items) as lines,
    (select count(*) from recipe_cuisines) as cuisines, (select count(*) from recipe_restrictions) as restrictions,
    (select count(*) from recipe_appliances) as appliances`);
  await sql.end();
  console.log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s:`, row);
}
