/**
 * How often the parser's food agrees with the name the labelled CSVs give (all ~51,000 rows):
 * `npx tsx scripts/eval-parser-csv.ts [--cross-source [--tag NAME]] [--diff other-parse-module.ts]`.
 * Names are compared loosely (lowercase, letters and digits, singular words) because the CSVs' names are
 * preprocessed, so the figure is below the sample's.
 * - Without `--cross-source` the committed model tags every row; it has seen these lines, so this only
 *   checks that a rule dropping tagged words follows the labels on every line of a format (it favours
 *   rules that keep what the tagger tagged).
 * - With `--cross-source` each source's rows are tagged by the cached model trained without that source
 *   (`eval-parser-sources.ts --train [--tag NAME]`): a held-out figure on 51,000 lines, 25 times the
 *   sample's cross-source lines, for changes to the rules on top of the tagger.
 * `--diff` also scores another copy of ingredient-parse.ts (the rules before a change) and lists the
 * rows where the two disagree about being right.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CrfModel } from '../src/domain/ingredient-crf.ts';
import { parseIngredientWith, type ParsedIngredient } from '../src/domain/ingredient-parse.ts';
import { singular } from '../src/domain/words.ts';
import model from '../src/domain/ingredient-model.json';
import { readLabelledRows } from './lib/ingredient-training-data.ts';
import { csvFiles, sourceOf, trainerDir } from './lib/train-crf.ts';

type Parse = (crf: CrfModel, text: string) => ParsedIngredient;
const root = resolve(import.meta.dirname, '..');
const dataDir = resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev'));
const args = process.argv.slice(2);
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const crossSource = args.includes('--cross-source');
const tag = option('--tag') ? `.${option('--tag')}` : '';
const other = option('--diff');
const before = other
  ? ((await import(resolve(other))) as { parseIngredientWith: Parse }).parseIngredientWith
  : undefined;

const loose = (s: string | null) =>
  (s ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .join(' ');
const pct = (n: number, d: number) => `${((100 * n) / Math.max(d, 1)).toFixed(2)}%`;

let rows = 0;
let right = 0;
let rightBefore = 0;
for (const file of csvFiles(join(dataDir, 'ingredient-parser'))) {
  const source = sourceOf(file);
  const crf = crossSource
    ? (JSON.parse(readFileSync(join(trainerDir(root), `without-${source}${tag}.json`), 'utf8')) as CrfModel)
    : (model as CrfModel);
  let n = 0;
  let ok = 0;
  let okBefore = 0;
  for (const row of readLabelledRows([file])) {
    if (!row.name) continue;
    n++;
    const want = loose(row.name);
    const got = parseIngredientWith(crf, row.input).name;
    const now = loose(got) === want;
    if (now) ok++;
    if (!before) continue;
    const then = loose(before(crf, row.input).name) === want;
    if (then) okBefore++;
    if (now !== then) console.log(`${now ? '+' : '-'} ${row.input}  → ${got}  (labelled: ${row.name})`);
  }
  console.log(`${source}: ${pct(ok, n)} of ${n}${before ? ` (before ${pct(okBefore, n)})` : ''}`);
  rows += n;
  right += ok;
  rightBefore += okBefore;
}
console.log(
  `${rows} labelled rows with a name${crossSource ? ', each source tagged by a model trained without it' : ''}: ` +
    `${pct(right, rows)} agree (${right})${before ? `; before ${pct(rightBefore, rows)} (${rightBefore})` : ''}`,
);
