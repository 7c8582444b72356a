/**
 * Scores the ingredient parser on the evaluation sample (never used in training):
 * `npx tsx scripts/eval-parser.ts [file.jsonl] [--errors]`.
 * A line is right when its qty with qtyMax and canonical unit match one of the line's allowed amounts and
 * its name (lowercase, spaces collapsed) is one of the allowed names (../shared/import-dev/README.md).
 */
import { join, resolve } from 'node:path';
import { parseIngredient } from '../src/domain/ingredient-parse.ts';
import { isRight, readSample, sampleSource } from './lib/parser-sample.ts';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const file =
  args.find((a) => !a.startsWith('--')) ??
  join(resolve(process.env.INGREDIENT_DATA_DIR ?? join(root, '../shared/import-dev')), 'strangetom-sample.jsonl');
const showErrors = args.includes('--errors');

const lines = readSample(file);
let right = 0;
let amountRight = 0;
let nameRight = 0;
const bySet = new Map<string, { n: number; right: number }>();
for (const line of lines) {
  const got = parseIngredient(line.text);
  const r = isRight(line, got);
  const set = sampleSource(line);
  const s = bySet.get(set) ?? { n: 0, right: 0 };
  bySet.set(set, s);
  s.n++;
  if (r.amount) amountRight++;
  if (r.name) nameRight++;
  if (r.amount && r.name) {
    right++;
    s.right++;
  } else if (showErrors) {
    const { qty, qtyMax, unit, name } = got;
    console.log(
      `${r.amount ? '   ' : 'AMT'} ${r.name ? '    ' : 'NAME'} ${line.text}\n    got ${JSON.stringify({ qty, qtyMax, unit, name })}` +
        `\n    want ${JSON.stringify({ amounts: line.amounts, names: line.names })}`,
    );
  }
}
const pct = (n: number, d: number) => `${((100 * n) / d).toFixed(1)}%`;
console.log(
  `${lines.length} lines: ${pct(right, lines.length)} fully right (${right}); amount ${pct(amountRight, lines.length)}, name ${pct(nameRight, lines.length)}`,
);
for (const [set, s] of bySet) console.log(`  ${set}: ${pct(s.right, s.n)} of ${s.n}`);
