/**
 * How often the parser's food agrees with the name the labelled CSVs give (all ~51,000 rows):
 * `npx tsx scripts/eval-parser-csv.ts [--diff other-parse-module.ts]`. The committed model has seen these
 * lines, so this is no accuracy figure; it checks that a rule on top of the tagger follows the labels'
 * conventions on every line of a format, not only on the sample's few. Names are compared loosely
 * (lowercase, letters and digits, singular words) because the CSVs' names are preprocessed.
 * `--diff` lists the lines where another copy of ingredient-parse.ts (the rules before a change) and
 * the current one disagree about being right.
 */
import { join, resolve } from 'node:path';
import { parseIngredient, type ParsedIngredient } from '../src/domain/ingredient-parse.ts';
import { singular } from '../src/domain/units.ts';
import { readLabelledRows } from './lib/ingredient-training-data.ts';
import { csvFiles } from './lib/train-crf.ts';

const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev'));
const args = process.argv.slice(2);
const other = args.includes('--diff') ? resolve(args[args.indexOf('--diff') + 1]) : undefined;
const before = other
  ? ((await import(other)) as { parseIngredient: (t: string) => ParsedIngredient }).parseIngredient
  : undefined;

const loose = (s: string | null) =>
  (s ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .join(' ');

let rows = 0;
let right = 0;
let rightBefore = 0;
for (const row of readLabelledRows(csvFiles(join(dataDir, 'ingredient-parser')))) {
  if (!row.name) continue;
  rows++;
  const want = loose(row.name);
  const got = parseIngredient(row.input).name;
  const ok = loose(got) === want;
  if (ok) right++;
  if (!before) continue;
  const okBefore = loose(before(row.input).name) === want;
  if (okBefore) rightBefore++;
  if (ok !== okBefore) console.log(`${ok ? '+' : '-'} ${row.input}  → ${got}  (labelled: ${row.name})`);
}
const pct = (n: number) => `${((100 * n) / rows).toFixed(2)}%`;
console.log(`${rows} labelled rows with a name: ${pct(right)} agree (${right})`);
if (before) console.log(`before: ${pct(rightBefore)} (${rightBefore})`);
