// Benchmarks recipe search (GET /api/recipes?q=, docs/decisions/recipes.md) at 100,000 recipes on PostgreSQL: the two
// queries a request runs when its count is not cached (the exact count, then the page and (for near
// misses) their count), as the app's repository builds them. Bar: p99 <= 50 ms for a rare and a common word.
//
//   node scripts/with-postgres.mjs npx tsx scripts/bench-search.ts [--recipes 100000] [--runs 300]
//
// The catalogue is scripts/generate-recipes.ts's, renamed to dish names built from word lists, so that a
// word is as common as in a real catalogue: 'chicken' in 1 name of 12 (~8,300), 'saffron' in 10.
import { cpus, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { countRecipes, findRecipePage, type RecipeFilter } from '../src/server/modules/recipes/list-repository.ts';
import { generateRecipes } from './generate-recipes.ts';

const { values: args } = parseArgs({
  options: { recipes: { type: 'string', default: '100000' }, runs: { type: 'string', default: '300' } },
});
const recipeCount = Number(args.recipes);
const runs = Number(args.runs);

const STYLES = ['Spicy', 'Creamy', 'Smoky', 'Lemon', 'Garlic', 'Honey', 'Herb', 'Crispy', 'Slow-Cooked', 'Thai'];
const MAINS = [
  'Chicken',
  'Beef',
  'Pork',
  'Tofu',
  'Salmon',
  'Lentil',
  'Mushroom',
  'Prawn',
  'Lamb',
  'Bean',
  'Egg',
  'Potato',
];
const DISHES = [
  'Stew',
  'Salad',
  'Curry',
  'Pie',
  'Soup',
  'Tacos',
  'Bowl',
  'Pasta',
  'Burger',
  'Risotto',
  'Bake',
  'Wraps',
  'Skewers',
];
const arr = (words: string[]) => `array[${words.map((w) => `'${w}'`).join(',')}]`;

// Deterministic names; every 10,000th recipe gets the rare word.
const RENAME = `
  update recipes set name =
    case when id % 10000 = 7 then 'Saffron ' else '' end ||
    (${arr(STYLES)})[1 + id % ${STYLES.length}] || ' ' ||
    (${arr(MAINS)})[1 + (id / ${STYLES.length}) % ${MAINS.length}] || ' ' ||
    (${arr(DISHES)})[1 + (id / ${STYLES.length * MAINS.length}) % ${DISHES.length}]`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.error('Set TEST_DATABASE_URL, e.g. node scripts/with-postgres.mjs npx tsx scripts/bench-search.ts');
    process.exit(2);
  }
  console.log(`Generating ${recipeCount} recipes…`);
  const url = await generateRecipes(serverUrl, recipeCount);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(RENAME);
  await admin.query('vacuum analyze recipes');
  const { rows } = await admin.query<{ server_version: string }>('show server_version');
  await admin.end();

  const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
  const scenarios = [
    { name: 'rare word (saffron)', q: 'saffron' },
    { name: 'common word (chicken)', q: 'chicken' },
    { name: 'prefix (chick)', q: 'chick' },
    { name: 'typo (chiken)', q: 'chiken' },
    { name: 'two words (chicken curry)', q: 'chicken curry' },
  ];
  console.log(`PostgreSQL ${rows[0]!.server_version}, ${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`);
  console.log(
    'scenario                     matches   p50 ms   p95 ms   p99 ms   (exact count, then page [+ near count])',
  );
  for (const s of scenarios) {
    // As the service runs a request whose counts are not cached: the exact count, then the page and,
    // for near misses, their count at once.
    const request = async () => {
      const filter: RecipeFilter = { active: 'yes', q: s.q, fuzzy: false };
      const exact = await countRecipes(handle.db, filter);
      filter.fuzzy = exact === 0;
      const [, count] = await Promise.all([
        findRecipePage(handle.db, filter, { page: 1, sort: undefined }),
        filter.fuzzy ? countRecipes(handle.db, filter) : exact,
      ]);
      return count;
    };
    const matches = await request();
    for (let i = 0; i < 20; i++) await request();
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await request();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1).padStart(8);
    console.log(
      `${s.name.padEnd(28)} ${String(matches).padStart(7)} ${f(percentile(times, 50))} ${f(percentile(times, 95))} ${f(percentile(times, 99))}`,
    );
  }
  console.log(`load after: ${loadavg()[0]!.toFixed(1)}`);
  await handle.close();
}

await main();
