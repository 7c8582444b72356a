/**
 * Scores the importer on the development pages: `npx tsx scripts/score-import.ts [folder]` (default
 * test-fixtures/import-pages, gzip pages; or ../shared/import-dev/pages, plain ones). Compares with each
 * page's `<name>.json` (recipe-scrapers' expectation) and prints the counts and every difference.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { extractRecipe } from '../src/server/modules/recipe-import/extract/extract-recipe.ts';

const root = resolve(process.argv[2] ?? join(import.meta.dirname, '../test-fixtures/import-pages'));
const read = (base: string) =>
  existsSync(`${base}.testhtml.gz`)
    ? gunzipSync(readFileSync(`${base}.testhtml.gz`)).toString('utf8')
    : readFileSync(`${base}.testhtml`, 'utf8');
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const counts = { pages: 0, noRecipe: 0, title: 0, lines: 0, linesIgnoringCase: 0, image: 0, time: 0, servings: 0 };

for (const host of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
  const dir = join(root, host.name);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const base = join(dir, file.replace(/\.json$/, ''));
    const expected = JSON.parse(readFileSync(`${base}.json`, 'utf8'));
    const pageUrl = URL.canParse(expected.canonical_url) ? expected.canonical_url : `https://${host.name}/`;
    const recipe = extractRecipe(read(base), pageUrl);
    counts.pages++;
    const name = `${host.name}/${file}`;
    if (!recipe) {
      counts.noRecipe++;
      console.log(`422       ${name}`);
      continue;
    }
    const lines = typeof expected.ingredients === 'string' ? expected.ingredients.split('\n') : expected.ingredients;
    const expectedServings = expected.yields ? Number(/\d+/.exec(expected.yields)?.[0]) : null;
    const checks: [keyof typeof counts, boolean, unknown, unknown][] = [
      ['title', recipe.name === expected.title, recipe.name, expected.title],
      ['lines', same(recipe.ingredients, lines), recipe.ingredients, lines],
      ['image', recipe.img === expected.image, recipe.img, expected.image],
      ['time', recipe.totalTime === (expected.total_time ?? null), recipe.totalTime, expected.total_time],
      ['servings', recipe.servings === expectedServings, recipe.servings, expected.yields],
    ];
    for (const [key, ok, got, want] of checks) {
      if (ok) counts[key]++;
      else console.log(`${key.padEnd(9)} ${name}\n  got  ${JSON.stringify(got)}\n  want ${JSON.stringify(want)}`);
    }
    const lower = (l: string[]) => l.map((s) => s.toLowerCase());
    if (same(lower(recipe.ingredients), lower(lines))) counts.linesIgnoringCase++;
  }
}
console.log(counts);
