/**
 * Ingredient-parser speed on one core: `npm run bench:parser [file.jsonl]`. Parses the evaluation sample's
 * lines (or any JSONL with a `text` field) over and over for a few seconds and prints lines per second.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseIngredient } from '../src/domain/ingredient-parse.ts';

const root = resolve(import.meta.dirname, '..');
const file =
  process.argv[2] ??
  join(resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev')), 'strangetom-sample.jsonl');
const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { text: string }).text);

for (const line of lines) parseIngredient(line); // warm-up
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
let parsed = 0;
const started = process.hrtime.bigint();
let elapsed = 0;
while (elapsed < seconds) {
  for (const line of lines) parseIngredient(line);
  parsed += lines.length;
  elapsed = Number(process.hrtime.bigint() - started) / 1e9;
}
const avgChars = lines.reduce((n, l) => n + l.length, 0) / lines.length;
console.log(
  `${Math.round(parsed / elapsed)} lines/s on one core (${parsed} lines in ${elapsed.toFixed(1)} s, ` +
    `${lines.length} distinct, ${avgChars.toFixed(0)} characters on average)`,
);
